import { describe, expect, it } from 'vitest';
import { SectionAvailability } from '../../../../shared/enums.ts';
import { sectionAvailability } from '../../../../shared/availability/sectionAvailability.ts';
import { sortSections } from '../../../../shared/availability/sortSections.ts';
import type { Section } from '../../../../shared/availability/types.ts';
import { rule, slot } from './fixtures.ts';

const NOW = '2026-06-10T12:00:00Z';

function section(
  id: number,
  sortOrder: number,
  seats: number[],
  extra: Partial<Section> = {},
): Section {
  return {
    id,
    name: `S${id}`,
    sortOrder,
    timeSets: seats.length
      ? [rule({ times: [slot({ availableSeats: seats })] })]
      : [rule({ times: [] })],
    ...extra,
  };
}

const sections = [
  section(1, 1, []), // fully booked
  section(2, 2, [1, 2]), // too large for 4
  section(3, 3, [2, 4]),
  section(4, 0, [4]),
  section(5, -1, [4], { hidden: true }),
];

describe('sortSections', () => {
  it.each([
    [
      'doc1 §4 Time slots: fully booked and too-large sections sort last and are disabled',
      false,
      [
        [4, SectionAvailability.Available, false],
        [3, SectionAvailability.Available, false],
        [1, SectionAvailability.FullyBooked, true],
        [2, SectionAvailability.TooLargeGroup, true],
      ],
    ],
    [
      'doc1 §4 Time slots: in a booking request such sections are not disabled',
      true,
      [
        [4, SectionAvailability.Available, false],
        [3, SectionAvailability.Available, false],
        [1, SectionAvailability.FullyBooked, false],
        [2, SectionAvailability.TooLargeGroup, false],
      ],
    ],
  ] as const)('%s', (_name, isBookingRequest, expected) => {
    const result = sortSections(sections, {
      guests: 4,
      now: NOW,
      timeZone: 'Europe/Stockholm',
      isBookingRequest,
    });
    expect(result.map((e) => [e.section.id, e.availability, e.disabled])).toEqual(expected);
  });

  it('doc1 §3 Section: hidden sections are left out, usable ones first by sortOrder, input untouched', () => {
    const input = [...sections];
    const result = sortSections(input, { guests: 2, now: NOW, timeZone: 'Europe/Stockholm' });
    expect(result.map((e) => [e.section.id, e.availability])).toEqual([
      [2, SectionAvailability.Available],
      [3, SectionAvailability.Available],
      [4, SectionAvailability.UnavailableForGroupSize],
      [1, SectionAvailability.FullyBooked],
    ]);
    expect(input).toEqual(sections);
  });

  it.each([false, true])(
    'issue 51: availabilities read already (in chunks) order as computed ones (booking request %s)',
    (isBookingRequest) => {
      const options = { guests: 4, now: NOW, timeZone: 'Europe/Stockholm', isBookingRequest };
      const read = new Map(sections.map((s) => [s, sectionAvailability(s, options)]));
      const given = sortSections(sections, { ...options, availabilityOf: (s) => read.get(s)! });
      expect(given).toEqual(sortSections(sections, options));
      // The given answer is the one used: every section read as available.
      const all = sortSections(sections, {
        ...options,
        availabilityOf: () => SectionAvailability.Available,
      });
      expect(all.map((e) => [e.section.id, e.disabled])).toEqual([
        [4, false],
        [1, false],
        [2, false],
        [3, false],
      ]);
    },
  );
});
