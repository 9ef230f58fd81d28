// @vitest-environment happy-dom
// A file of its own environment (widget-own-env), so its module graph is its own: the store
// starts with no plans, and the zones this file adds reach no other file.
import whole from 'libphonenumber-js/metadata.mobile.json';
import { describe, expect, it } from 'vitest';
import * as pure from '../../../../shared/validation/phone.ts';
import {
  addPhoneZone,
  defaultPhoneCountry,
  hasPhonePlan,
  internationalPhone,
  validatePhone,
} from '../../../../widget/fields/phonePlans.ts';

const zones = pure.phoneZones(whole);
const names = Object.keys(zones);
const LANDLINE = '08-123 456 78';

describe('the widget’s phone plans (doc 1 §5 Mobile, DESIGN §6)', () => {
  it('refuses what is not a zone’s plans, and nothing changes', () => {
    expect(addPhoneZone('35', zones['43'], names)).toBe(false);
    expect(addPhoneZone('43', { SE: 'plan' }, names)).toBe(false);
    expect(hasPhonePlan('SE')).toBe(false);
    expect(validatePhone(LANDLINE, 'SE')).toBeNull();
  });

  it('answers with the zones it was given; the shared rules, given none, still answer without', () => {
    expect(addPhoneZone('43', zones['43'], names)).toBe(true);
    expect(hasPhonePlan('SE')).toBe(true);
    expect(validatePhone(LANDLINE, 'SE')).not.toBeNull();
    expect(internationalPhone('070-123 45 67', 'SE')).toBe('+46701234567');
    expect(defaultPhoneCountry('+47 406 12 345', 'sv')).toBe('NO');
    // The store is the widget's: the pure module learnt nothing from it.
    expect(pure.hasPhonePlan({}, 'SE')).toBe(false);
    expect(pure.validatePhone({}, LANDLINE, 'SE')).toBeNull();
    expect(pure.defaultPhoneCountry({}, '+47 406 12 345', 'sv')).toBe('SE');
  });

  it('a later zone adds to those in, and keeps them', () => {
    expect(addPhoneZone('35', zones['35'], names)).toBe(true);
    expect(hasPhonePlan('FI')).toBe(true);
    expect(hasPhonePlan('SE')).toBe(true);
    expect(validatePhone('041 2345678', 'FI')).toBeNull();
    expect(validatePhone(LANDLINE, 'SE')).not.toBeNull();
  });
});
