import { FieldError } from './FieldError.tsx';
import { choice, fieldset } from './fieldStyles.ts';

interface PayMethodFieldProps {
  name: string;
  legend: string;
  options: { value: number; label: string }[];
  value: number | null;
  error?: string | undefined;
  alert?: number | undefined;
  onValue(value: number): void;
}

/** The payment method choice when prepayment applies (doc 1 §2 Details, §5 Payment method). */
export function PayMethodField({
  name,
  legend,
  options,
  value,
  error,
  alert,
  onValue,
}: PayMethodFieldProps) {
  return (
    <fieldset css={fieldset} aria-describedby={error ? `${name}-error` : undefined}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} css={choice}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onValue(option.value)}
          />
          {option.label}
        </label>
      ))}
      <FieldError id={`${name}-error`} error={error} alert={alert} />
    </fieldset>
  );
}
