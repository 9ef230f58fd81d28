import { css } from '@emotion/react';
import { useId, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import type { Settings } from '../../shared/contract/index.ts';
import { bookingRequestSchema } from '../../shared/validation/bookingRequestSchema.ts';
import { requestMinGuests } from '../../shared/wizard/requestMinGuests.ts';
import { toFieldErrors, type FieldError } from '../../shared/validation/toFieldErrors.ts';
import { useT } from '../hooks/useT.ts';
import { Button } from '../ui/Button.tsx';
import { token } from '../ui/tokens.ts';

const form = css`
  display: grid;
  gap: 16px;
`;

const field = css`
  display: grid;
  gap: 4px;
  label {
    font-weight: 600;
  }
  input {
    min-height: 48px;
    padding: 8px 12px;
    border: 1px solid ${token('--bw-border')};
    border-radius: ${token('--bw-radius')};
    font: inherit;
    font-size: 1.125em;
    color: ${token('--bw-text')};
    background: ${token('--bw-surface')};
  }
  input:focus-visible {
    outline: 2px solid ${token('--bw-focus')};
    outline-offset: 1px;
  }
  input[aria-invalid='true'] {
    border-color: ${token('--bw-danger')};
  }
  .hint {
    color: ${token('--bw-muted')};
    font-size: 0.875em;
  }
  .error {
    color: ${token('--bw-danger')};
    font-size: 0.875em;
    font-weight: 600;
  }
`;

interface RequestGuestsFormProps {
  settings: Settings;
  guests?: number | undefined;
  guestsChildren?: number | undefined;
  onSubmit(values: { guests: number; guestsChildren: number }): void;
}

/** Guests and children of a booking request (doc 1 §5 Booking request), checked on blur. */
export function RequestGuestsForm(props: RequestGuestsFormProps) {
  const { t } = useT();
  const id = useId();
  const meta = props.settings.unitsMetaData;
  const schema = bookingRequestSchema({ maxWebGuests: meta.maxWebGuests });
  const min = requestMinGuests(meta);
  // The form starts at the smallest party it takes, which is the 'max+1 +' the guest chose.
  const [values, setValues] = useState({
    guests: String(props.guests ?? min),
    guestsChildren: props.guestsChildren !== undefined ? String(props.guestsChildren) : '',
  });
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  // As the details form's FieldError: a message is an alert only as the submit that showed it
  // left it, keyed by that submit; shown on blur or kept while the guest types, it is not
  // announced again at every keystroke (issue 52). 0: not since the last keystroke.
  const [tries, setTries] = useState(0);
  const [alert, setAlert] = useState(0);
  const result = v.safeParse(schema, values);
  const errors: FieldError[] = result.success ? [] : toFieldErrors(result.issues);
  const errorOf = (name: string) =>
    touched[name] ? errors.find((e) => e.field === name) : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched({ guests: true, guestsChildren: true });
    setTries(tries + 1);
    setAlert(tries + 1);
    if (result.success) props.onSubmit(result.output);
    // As the details form: a press that finds a field wrong focuses it (issue 52).
    else (event.currentTarget[errors[0]!.field] as HTMLElement).focus();
  };

  const input = (name: 'guests' | 'guestsChildren', label: string, hint: string) => {
    const error = errorOf(name);
    return (
      <div css={field}>
        <label htmlFor={`${id}-${name}`}>{label}</label>
        <input
          id={`${id}-${name}`}
          name={name}
          type="number"
          inputMode="numeric"
          min={name === 'guests' ? min : 0}
          value={values[name]}
          aria-invalid={Boolean(error)}
          aria-describedby={`${id}-${name}-hint${error ? ` ${id}-${name}-error` : ''}`}
          onChange={(e) => {
            setValues({ ...values, [name]: e.target.value });
            setAlert(0);
          }}
          onBlur={() => setTouched({ ...touched, [name]: true })}
        />
        <span className="hint" id={`${id}-${name}-hint`}>
          {hint}
        </span>
        {error && (
          <span
            key={alert}
            className="error"
            id={`${id}-${name}-error`}
            role={alert ? 'alert' : undefined}
          >
            {t(error.key, error.params)}
          </span>
        )}
      </div>
    );
  };

  return (
    <form css={form} noValidate onSubmit={submit} data-testid="request-guests-form">
      {input(
        'guests',
        t('wizard.requestGuestsLabel'),
        t('wizard.requestGuestsHint', { count: min }),
      )}
      {meta.activateWebChildren &&
        input('guestsChildren', t('wizard.requestChildrenLabel'), t('wizard.requestChildrenHint'))}
      <Button type="submit" variant="primary" wide size="lg">
        {t('actions.continue')}
      </Button>
    </form>
  );
}
