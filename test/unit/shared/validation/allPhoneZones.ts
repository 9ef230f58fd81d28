import whole from 'libphonenumber-js/metadata.mobile.json';
import { phoneZones, readPhoneZone, type PhonePlans } from '../../../../shared/validation/phone.ts';

/**
 * Every country's phone plans, read from the zone files as the widget reads them
 * (widget/fields/phoneZones.ts): what a page that has fetched every zone checks numbers with.
 * Frozen, so a rule that wrote to the plans it is given would throw.
 */
export const allPhonePlans: PhonePlans = Object.freeze(
  Object.assign(
    {},
    ...Object.entries(phoneZones(whole)).map(([zone, plans], _, all) => {
      const read = readPhoneZone(
        zone,
        plans,
        all.map(([name]) => name),
      );
      if (!read) throw new Error(`allPhoneZones: zone ${zone} was refused`);
      return read;
    }),
  ),
);
