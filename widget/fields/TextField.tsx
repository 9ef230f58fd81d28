import type { InputHTMLAttributes } from 'react';
import { FieldError } from './FieldError.tsx';
import { field } from './fieldStyles.ts';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  id: string;
  label: string;
  value: string;
  /** The translated error, shown once the field was left. */
  error?: string | undefined;
  /** See {@link FieldError}: the submit's alert, 0 while the guest types. */
  alert?: number | undefined;
  onValue(value: string): void;
}

/** A labelled input whose error is tied to it (aria-invalid, aria-describedby). */
export function TextField({ id, label, value, error, alert, onValue, ...input }: TextFieldProps) {
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
      <FieldError id={`${id}-error`} error={error} alert={alert} />
    </div>
  );
}
