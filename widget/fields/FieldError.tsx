import { errorText } from './fieldStyles.ts';

interface FieldErrorProps {
  id: string;
  error: string | undefined;
  /**
   * The submit that showed it (counted from 1), while the guest has not typed since; else 0.
   * Only then is the message an alert: a message kept up to date while the guest types would
   * interrupt every keystroke (issue 52). Keyed by it, so each submit is a new alert.
   */
  alert?: number | undefined;
}

/** A field's error, tied to it by id (aria-describedby), announced only when a submit shows it. */
export function FieldError({ id, error, alert = 0 }: FieldErrorProps) {
  if (!error) return null;
  return (
    <span key={alert} css={errorText} id={id} role={alert ? 'alert' : undefined}>
      {error}
    </span>
  );
}
