import { describe, expect, it } from 'vitest';
import {
  readValidationMessage,
  validationMessage,
  type ValidationMessage,
} from '../../../../shared/validation/validationMessage.ts';

describe('validationMessage', () => {
  it.each<[string, ValidationMessage]>([
    ['doc1 §5 Message keys: plain key round-trips', { key: 'validation.required' }],
    [
      'doc1 §5 Message keys: numeric params round-trip',
      { key: 'validation.nameLength', params: { min: 2, max: 50 } },
    ],
    [
      'doc1 §5 Message keys: text params with spaces round-trip',
      { key: 'validation.phoneInvalidExample', params: { example: '070-123 45 67' } },
    ],
  ])('%s', (_name, message) => {
    expect(readValidationMessage(validationMessage(message.key, message.params))).toEqual(message);
  });

  it.each([
    [
      'doc1 §5 Message keys: valibot default text is not a key',
      'Invalid type: Expected string but received undefined',
    ],
    ['doc1 §5 Message keys: broken params are not a key', 'validation.x {oops}'],
    ['doc1 §5 Message keys: empty text is not a key', ''],
  ])('%s', (_name, text) => {
    expect(readValidationMessage(text)).toBeNull();
  });
});
