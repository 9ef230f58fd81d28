import { describe, expect, it } from 'vitest';
import { currencyForSystem } from '../../../../shared/money/currencyForSystem.ts';

describe('currencyForSystem', () => {
  it.each([
    ['doc1 §9 Currency by market prefix: NO is NOK', 'NO_demo', 'NOK'],
    ['doc1 §9 Currency by market prefix: US is USD', 'US_x', 'USD'],
    ['doc1 §9 Currency by market prefix: SE is SEK', 'se_demo', 'SEK'],
    ['doc1 §9 Currency by market prefix: DK is DKK', 'dk_a', 'DKK'],
    ['doc1 §9 Currency by market prefix: FI is EUR', 'fi_a', 'EUR'],
    ['doc1 §9 Currency by market prefix: BE is EUR', 'BE_a', 'EUR'],
    ['doc1 §9 Currency by market prefix: NL is EUR', 'nl_a', 'EUR'],
    ['doc1 §9 Currency by market prefix: ES is EUR', 'es_a', 'EUR'],
    ['doc1 §9 Currency by market prefix: EE is EUR', 'ee_a', 'EUR'],
    ['doc1 §9 Currency by market prefix: LT is EUR', 'lt_a', 'EUR'],
    ['doc1 §9 Currency by market prefix: LV is EUR', 'lv_a', 'EUR'],
    ['doc1 §9 Currency by market prefix: RU is RUB', 'ru_a', 'RUB'],
    ['doc2 §9 Currency by market prefix: bare prefix no', 'no', 'NOK'],
    ['doc1 §9 Currency by market prefix: default SEK for unknown prefix', 'xx_demo', 'SEK'],
    ['doc1 §9 Currency by market prefix: default SEK for empty id', '', 'SEK'],
  ])('%s', (_name, systemId, expected) => {
    expect(currencyForSystem(systemId)).toBe(expected);
  });
});
