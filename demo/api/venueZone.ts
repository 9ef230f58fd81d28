import { IANAZone } from 'luxon';

// Luxon asks Intl for a zone's offset on every DateTime it makes (formatToParts), which was
// half of a dayStates month's time (issue 31). Offsets only change at a zone's transitions,
// and every real transition falls on a quarter hour of UTC, so an offset found for one
// instant holds for its whole quarter hour.
const QUARTER_HOUR = 15 * 60_000;

class RememberingZone extends IANAZone {
  readonly #offsets = new Map<number, number>();

  override offset(ts: number): number {
    const quarter = Math.floor(ts / QUARTER_HOUR);
    let offset = this.#offsets.get(quarter);
    if (offset === undefined) {
      offset = super.offset(ts);
      if (this.#offsets.size > 100_000) this.#offsets.clear();
      this.#offsets.set(quarter, offset);
    }
    return offset;
  }
}

const zones = new Map<string, RememberingZone>();

/** The venue's IANA zone for luxon, with its offsets remembered. */
export function venueZone(name: string): IANAZone {
  let zone = zones.get(name);
  if (!zone) {
    zone = new RememberingZone(name);
    zones.set(name, zone);
  }
  return zone;
}
