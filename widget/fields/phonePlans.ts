import {
  defaultPhoneCountry as defaultPhoneCountryWith,
  hasPhonePlan as hasPhonePlanWith,
  internationalPhone as internationalPhoneWith,
  readPhoneZone,
  validatePhone as validatePhoneWith,
  type PhonePlans,
} from '../../shared/validation/phone.ts';
import type { ValidationMessage } from '../../shared/validation/validationMessage.ts';

/*
 * The phone plans this page has fetched (widget/checkout/phoneZones.ts asks for them by zone),
 * and the phone rules of shared/validation/phone.ts bound to them, under the names and
 * signatures the forms call. The rules are pure and take the plans; the state is here. Widgets
 * on one page share the plans, as they share this module: a zone is the same file for all.
 */
let plans: PhonePlans = {};

/**
 * Adds a zone's plans, once its file is in. Data that is not that zone's plans (a broken or
 * foreign file) is refused: false, and nothing changes.
 */
export function addPhoneZone(zone: string, data: unknown, zones: readonly string[]): boolean {
  const read = readPhoneZone(zone, data, zones);
  if (!read) return false;
  plans = { ...plans, ...read };
  return true;
}

/** Whether a country's plan is in, so its numbers are checked in full. */
export const hasPhonePlan = (country: string): boolean => hasPhonePlanWith(plans, country);

/** Country of a number typed with a + prefix, else the language's country, else SE. */
export const defaultPhoneCountry = (value: string, language?: string | null): string =>
  defaultPhoneCountryWith(plans, value, language);

/** A mobile number checked against the selected country with the plans in: null when valid. */
export const validatePhone = (value: string, country: string): ValidationMessage | null =>
  validatePhoneWith(plans, value, country);

/** The number in E.164 form when it is valid in the country with the plans in; as typed otherwise. */
export const internationalPhone = (value: string, country: string): string =>
  internationalPhoneWith(plans, value, country);
