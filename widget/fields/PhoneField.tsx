import { useMemo } from 'react';
import { localeForLanguage } from '../../shared/i18n/localeForLanguage.ts';
import { phoneCountries } from '../../shared/validation/phone.ts';
import { Button } from '../ui/Button.tsx';
import { FieldError } from './FieldError.tsx';
import { field, phoneRow } from './fieldStyles.ts';

interface PhoneFieldProps {
  id: string;
  label: string;
  countryLabel: string;
  language: string;
  country: string;
  value: string;
  error?: string | undefined;
  alert?: number | undefined;
  onCountry(country: string): void;
  onValue(value: string): void;
  onBlur(): void;
  /** A country the typed number is valid for, offered with the error (issue 36). */
  suggest?: string | undefined;
  /** The offer's label for a picker choice ("Use Sweden +46"). */
  suggestLabel?: ((choice: string) => string) | undefined;
}

/** The mobile number with its country picker (doc 1 §5 Mobile); names in the guest's language. */
export function PhoneField(props: PhoneFieldProps) {
  const { id, language } = props;
  const options = useMemo(() => {
    const names = new Intl.DisplayNames([localeForLanguage(language)], { type: 'region' });
    return phoneCountries()
      .map(({ country, callingCode }) => ({
        country,
        text: `${names.of(country) ?? country} +${callingCode}`,
      }))
      .sort((a, b) => a.text.localeCompare(b.text, localeForLanguage(language)));
  }, [language]);
  const suggested = options.find((option) => option.country === props.suggest);
  return (
    <div css={field}>
      <label htmlFor={id}>{props.label}</label>
      <div css={phoneRow}>
        <select
          id={`${id}-country`}
          aria-label={props.countryLabel}
          autoComplete="tel-country-code"
          value={props.country}
          onChange={(e) => props.onCountry(e.target.value)}
          data-testid="phone-country"
        >
          {options.map((option) => (
            <option key={option.country} value={option.country}>
              {option.text}
            </option>
          ))}
        </select>
        <input
          id={id}
          name="mobile"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
          value={props.value}
          aria-invalid={Boolean(props.error)}
          aria-describedby={props.error ? `${id}-error` : undefined}
          onChange={(e) => props.onValue(e.target.value)}
          onBlur={props.onBlur}
        />
      </div>
      <FieldError id={`${id}-error`} error={props.error} alert={props.alert} />
      {props.error && suggested && props.suggestLabel && (
        <Button
          variant="secondary"
          size="sm"
          onClick={(event) => {
            props.onCountry(suggested.country);
            // The offer goes once taken: the number it was about takes the focus (the widget
            // lives in a shadow root, so the id is looked up there).
            const root = event.currentTarget.getRootNode() as Document | ShadowRoot;
            root.getElementById(id)?.focus();
          }}
          data-testid="phone-suggest"
        >
          {props.suggestLabel(suggested.text)}
        </Button>
      )}
    </div>
  );
}
