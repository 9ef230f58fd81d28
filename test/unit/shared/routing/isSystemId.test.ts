import { describe, expect, it } from 'vitest';
import { isSystemId } from '../../../../shared/routing/isSystemId.ts';

describe('isSystemId: the system id check of the loader, first paint and widget (doc1 §2, issue 31)', () => {
  it.each([
    ['doc1 §2 Path reading: se_demo has the SE prefix', 'se_demo'],
    ['doc1 §2 Path reading: prefix compared without case', 'NO_Demo'],
    ['doc1 §2 Path reading: a prefix alone with its underscore', 'dk_'],
    ['doc1 §2 Path reading: DK allowed', 'dk_x'],
    ['doc1 §2 Path reading: BE allowed', 'be_x'],
    ['doc1 §2 Path reading: EE allowed', 'ee_x'],
    ['doc1 §2 Path reading: FI allowed', 'fi_x'],
    ['doc1 §2 Path reading: US allowed', 'us_x'],
    ['doc1 §2 Path reading: RU allowed', 'ru_x'],
    ['doc1 §2 Path reading: NL allowed', 'nl_x'],
    ['doc1 §2 Path reading: ES allowed', 'es_x'],
    ['doc1 §2 Path reading: LT allowed', 'lt_x'],
    ['doc1 §2 Path reading: LV allowed', 'Lv_riga_2'],
    ['doc1 §2 Path reading: 64 characters are still a system id', 'se_' + 'x'.repeat(61)],
  ])('%s', (_name, system) => {
    expect(isSystemId(system)).toBe(true);
  });

  it.each([
    ['doc1 §2 Path reading: unknown market DE is an invalid system prefix', 'de_demo'],
    ['doc1 §2 Path reading: an unknown market', 'xx_demo'],
    ['doc1 §2 Path reading: no underscore means no prefix', 'sedemo'],
    ['doc1 §2 Path reading: empty prefix', '_demo'],
    ['doc1 §2 Path reading: prefix must be the whole part before the underscore', 'sex_demo'],
    ['doc1 §2 Path reading: empty id', ''],
    [
      'doc1 §2 Path reading: a decoded %2F%2F path is no system id (open redirect)',
      '//evil.example',
    ],
    ['doc1 §2 Path reading: a slash inside', 'se_demo/../x'],
    ['doc1 §2 Path reading: a dot', 'se_evil.example'],
    ['doc1 §2 Path reading: a colon (scheme)', 'se_javascript:alert(1)'],
    ['doc1 §2 Path reading: a newline breaks the system header', 'se_demo\nX-Evil: 1'],
    ['doc1 §2 Path reading: a carriage return', 'se_demo\r'],
    ['doc1 §2 Path reading: a space', 'se_de mo'],
    ['doc1 §2 Path reading: a backslash', 'se_\\evil'],
    ['doc1 §2 Path reading: a non-ASCII letter', 'se_kägel'],
    ['doc1 §2 Path reading: more than 64 characters', 'se_' + 'x'.repeat(62)],
    ['issue 31 javascript:', "javascript:top.document.body.setAttribute('x',1),1"],
    ['issue 31 a backslash host', '\\\\evil.test'],
    ['issue 31 a host', 'se_demo.evil.test'],
    ['issue 15 a trailing newline', 'se_demo\n'],
  ])('%s is no system id', (_name, system) => {
    expect(isSystemId(system)).toBe(false);
  });
});
