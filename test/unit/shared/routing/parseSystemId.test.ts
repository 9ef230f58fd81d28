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
});
