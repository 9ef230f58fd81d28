import { MESSAGE_MAX } from '../../shared/validation/limits.ts';
import { VisuallyHidden } from '../ui/VisuallyHidden.tsx';
import { FieldError } from './FieldError.tsx';
import { counter, field } from './fieldStyles.ts';

interface MessageFieldProps {
  id: string;
  label: string;
  counterLabel: string;
  value: string;
  error?: string | undefined;
  alert?: number | undefined;
  onValue(value: string): void;
  onBlur(): void;
}

/**
 * The optional message (doc 1 §5 Message): input beyond 255 characters is refused, typed or
 * pasted, and the n/255 counter turns to the error colour at the limit.
 */
export function MessageField({
  id,
  label,
  counterLabel,
  value,
  error,
  alert,
  ...on
}: MessageFieldProps) {
  const full = value.length >= MESSAGE_MAX;
  return (
    <div css={field}>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        name="message"
        maxLength={MESSAGE_MAX}
        value={value}
        aria-invalid={Boolean(error)}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        onChange={(e) => on.onValue(e.target.value.slice(0, MESSAGE_MAX))}
        onBlur={on.onBlur}
      />
      <span css={counter} id={`${id}-count`} data-full={full} data-testid="message-counter">
        <span aria-hidden="true">{`${value.length}/${MESSAGE_MAX}`}</span>
        <VisuallyHidden>{counterLabel}</VisuallyHidden>
      </span>
      <FieldError id={`${id}-error`} error={error} alert={alert} />
    </div>
  );
}
