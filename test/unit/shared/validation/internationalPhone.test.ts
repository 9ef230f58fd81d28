import { describe, expect, it } from 'vitest';
import { allPhonePlans } from './allPhoneZones.ts';
import { internationalPhone, phoneCountries } from '../../../../shared/validation/phone.ts';

describe('internationalPhone', () => {
  it.each([
    [
      'doc1 §5 Mobile: a Swedish national number is sent in E.164',
      '070-123 45 67',
      'SE',
      '+46701234567',
    ],
    ['doc1 §5 Mobile: a Norwegian number', '412 34 567', 'NO', '+4741234567'],
    [
      'doc1 §5 Mobile: an international number stays itself',
      '+45 20 12 34 56',
      'DK',
      '+4520123456',
    ],
    ['doc1 §5 Mobile: an invalid number is left as typed', ' 12 ', 'SE', '12'],
  ])('%s', (_name, value, country, expected) => {
    expect(internationalPhone(allPhonePlans, value, country)).toBe(expected);
  });

  it.each([
    ['doc1 §5 Mobile: without its plan, a national number is sent as typed', '070-123 45 67', 'SE'],
    ['doc1 §5 Mobile: without its plan, a + number is sent as typed', '+46 70 123 45 67', 'SE'],
  ])('%s', (_name, value, country) => {
    expect(internationalPhone({}, value, country)).toBe(value);
  });
});

describe('phoneCountries', () => {
  it('doc1 §5 Mobile: the picker offers the default countries with their calling codes', () => {
    const countries = new Map(phoneCountries().map((c) => [c.country, c.callingCode]));
    expect(countries.get('SE')).toBe('46');
    expect(countries.get('NO')).toBe('47');
    expect(countries.get('DK')).toBe('45');
    expect(countries.get('FI')).toBe('358');
    expect(countries.get('GB')).toBe('44');
    expect(countries.size).toBeGreaterThan(200);
  });
});
