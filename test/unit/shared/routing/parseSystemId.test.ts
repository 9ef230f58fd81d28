import { describe, expect, it } from 'vitest';
import { parseSystemId } from '../../../../shared/routing/parseSystemId.ts';

describe('parseSystemId', () => {
  it.each([
    ['doc1 §2 Path reading: se_demo has the SE prefix', 'se_demo', 'SE'],
    ['doc1 §2 Path reading: prefix compared without case', 'NO_demo', 'NO'],
    ['doc1 §2 Path reading: DK allowed', 'dk_x', 'DK'],
    ['doc1 §2 Path reading: BE allowed', 'be_x', 'BE'],
    ['doc1 §2 Path reading: EE allowed', 'ee_x', 'EE'],
    ['doc1 §2 Path reading: FI allowed', 'fi_x', 'FI'],
    ['doc1 §2 Path reading: US allowed', 'us_x', 'US'],
    ['doc1 §2 Path reading: RU allowed', 'ru_x', 'RU'],
    ['doc1 §2 Path reading: NL allowed', 'nl_x', 'NL'],
    ['doc1 §2 Path reading: ES allowed', 'es_x', 'ES'],
    ['doc1 §2 Path reading: LT allowed', 'lt_x', 'LT'],
    ['doc1 §2 Path reading: LV allowed', 'Lv_riga_2', 'LV'],
  ])('%s', (_name, system, prefix) => {
    expect(parseSystemId(system)).toEqual({ ok: true, system, prefix });
  });

  it.each([
    ['doc1 §2 Path reading: unknown market DE is an invalid system prefix', 'de_demo'],
    ['doc1 §2 Path reading: no underscore means no prefix', 'sedemo'],
    ['doc1 §2 Path reading: empty prefix', '_demo'],
    ['doc1 §2 Path reading: prefix must be the whole part before the underscore', 'sex_demo'],
    ['doc1 §2 Path reading: empty id', ''],
  ])('%s', (_name, system) => {
    const result = parseSystemId(system);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error).toBe('invalidSystemPrefix');
      expect(result.message).toContain('Invalid system prefix');
    }
  });

  it.each([
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
  ])('%s is an invalid system id', (_name, system) => {
    const result = parseSystemId(system);
    expect(result).toMatchObject({ ok: false, error: 'invalidSystemId' });
  });

  it('doc1 §2 Path reading: 64 characters are still a system id', () => {
    expect(parseSystemId('se_' + 'x'.repeat(61)).ok).toBe(true);
  });
});
