import type { InputHTMLAttributes } from 'react';
import { errorText, field } from './fieldStyles.ts';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  id: string;
  label: string;
  value: string;
  /** The translated error, shown once the field was left. */
  error?: string | undefined;
  onValue(value: string): void;
}

/** A labelled input whose error is tied to it (aria-invalid, aria-describedby). */
export function TextField({ id, label, value, error, onValue, ...input }: TextFieldProps) {
  return (
    <div css={field}>
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        id={id}
        value={value}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onValue(e.target.value)}
      />
      {error && (
        <span css={errorText} id={`${id}-error`} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
