import { IANAZone } from 'luxon';
import { describe, expect, it } from 'vitest';
import { venueZone } from '../../demo/api/venueZone.ts';

// The reference API remembers a zone's offset per quarter hour (docs/reference-api.md "A busy
// evening"). Around each zone's transitions, every minute must get Intl's own offset.
describe('remembered venue offsets equal Intl offsets across transitions (issue 31)', () => {
  it.each([
    ['Europe/Stockholm, last Sunday of March', 'Europe/Stockholm', '2026-03-29T00:00:00Z'],
    ['Europe/Stockholm, last Sunday of October', 'Europe/Stockholm', '2026-10-25T00:00:00Z'],
    ['America/New_York, second Sunday of March', 'America/New_York', '2026-03-08T05:00:00Z'],
    ['America/New_York, first Sunday of November', 'America/New_York', '2026-11-01T04:00:00Z'],
    ['Australia/Adelaide (half-hour offset), April', 'Australia/Adelaide', '2026-04-04T15:00:00Z'],
    [
      'Australia/Lord_Howe (half-hour shift), October',
      'Australia/Lord_Howe',
      '2026-10-03T14:00:00Z',
    ],
  ])('%s', (_name, zone, from) => {
    const start = Date.parse(from);
    const plain = new IANAZone(zone);
    const remembered = venueZone(zone);
    const differing: string[] = [];
    // Every 20 seconds for four hours around the change, in a scrambled order so that a
    // remembered quarter hour is read from both of its sides.
    const instants = Array.from({ length: 720 }, (_, i) => start + ((i * 367) % 720) * 20_000);
    for (const ts of instants) {
      if (remembered.offset(ts) !== plain.offset(ts)) differing.push(new Date(ts).toISOString());
    }
    expect(differing).toEqual([]);
    const offsets = new Set(instants.map((ts) => plain.offset(ts)));
    expect(offsets.size, 'the window holds the transition').toBe(2);
  });
});
