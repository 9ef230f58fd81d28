import { readValidationMessage } from './validationMessage.ts';

/** One error per form field, as a message key ready for translation. */
export interface FieldError {
  field: string;
  key: string;
  params?: Record<string, string | number>;
}

interface IssueLike {
  message: string;
  input?: unknown;
  path?: readonly { key: unknown }[] | undefined;
}

const isBlank = (input: unknown) =>
  input === undefined || input === null || (typeof input === 'string' && input.trim() === '');

/**
 * Turns valibot issues into field errors, keeping the first issue of each field (the pipes
 * list the most basic problem first, e.g. "required" before "too short").
 */
export function toFieldErrors(issues: readonly IssueLike[] | null | undefined): FieldError[] {
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  for (const issue of issues ?? []) {
    const field = (issue.path ?? []).map((item) => String(item.key)).join('.');
    if (seen.has(field)) continue;
    seen.add(field);
    const decoded = readValidationMessage(issue.message) ?? {
      key: isBlank(issue.input) ? 'validation.required' : 'validation.invalid',
    };
    errors.push({ field, ...decoded });
  }
  return errors;
}
