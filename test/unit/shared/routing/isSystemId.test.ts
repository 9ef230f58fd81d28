import { describe, expect, it } from 'vitest';
import { isSystemId } from '../../../../shared/routing/isSystemId.ts';
import { parseSystemId } from '../../../../shared/routing/parseSystemId.ts';

describe('isSystemId: parseSystemId as a boolean, for the loader (doc1 §2, issue 31)', () => {
  it.each([
    ['doc1 §2 a Swedish system', 'se_demo', true],
    ['doc1 §2 any case', 'NO_Demo', true],
    ['doc1 §2 a prefix alone with its underscore', 'dk_', true],
    ['doc1 §2 an unknown market', 'xx_demo', false],
    ['doc1 §2 no underscore', 'sedemo', false],
    ['doc1 §2 empty', '', false],
    ['issue 31 javascript:', "javascript:top.document.body.setAttribute('x',1),1", false],
    ['issue 31 a backslash host', '\\\\evil.test', false],
    ['issue 31 a host', 'se_demo.evil.test', false],
    ['issue 15 a newline', 'se_demo\n', false],
    ['issue 15 too long', `se_${'a'.repeat(62)}`, false],
  ])('%s', (_case, system, expected) => {
    expect(isSystemId(system)).toBe(expected);
    // One rule: the boolean and the parser always agree.
    expect(parseSystemId(system).ok).toBe(expected);
  });
});
