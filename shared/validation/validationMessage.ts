/** A translatable validation message: a message key and its interpolation values. */
export interface ValidationMessage {
  key: string;
  params?: Record<string, string | number>;
}

// valibot issues carry only a string message, so key and params travel encoded in it.
const ENCODED = /^([A-Za-z][\w.]*)(?: (\{.*\}))?$/;

/** Encodes a key and params as a valibot issue message. */
export function validationMessage(key: string, params?: ValidationMessage['params']): string {
  return params ? `${key} ${JSON.stringify(params)}` : key;
}

/** Decodes a message made by {@link validationMessage}; null for any other text. */
export function readValidationMessage(message: string): ValidationMessage | null {
  const match = ENCODED.exec(message);
  if (!match?.[1]) return null;
  if (!match[2]) return { key: match[1] };
  try {
    return { key: match[1], params: JSON.parse(match[2]) as ValidationMessage['params'] };
  } catch {
    return null;
  }
}
