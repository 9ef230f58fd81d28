import whole from 'libphonenumber-js/metadata.mobile.json';
import { addPhoneZone, phoneZones } from '../../../../shared/validation/phone.ts';

// The widget fetches a zone's phone plans when a form needs it (widget/fields/phoneZones.ts);
// tests that check numbers of any country add them all, as the zone files hold them. Adding a
// zone again changes nothing, so files sharing a module graph may each do it.
for (const [zone, plans] of Object.entries(phoneZones(whole))) {
  if (!addPhoneZone(zone, plans)) throw new Error(`allPhoneZones: zone ${zone} was refused`);
}
