import { SectionAvailability } from '../enums.ts';
import { sectionAvailability } from './sectionAvailability.ts';
import type { Instant, Section } from './types.ts';

export interface SectionEntry<S> {
  section: S;
  availability: SectionAvailability;
  disabled: boolean;
}

export interface SortSectionsOptions {
  guests: number;
  now: Instant;
  timeZone: string;
  isBookingRequest?: boolean;
  /** A section's availability when the caller has it already (issue 51: read in chunks). */
  availabilityOf?: (section: Section) => SectionAvailability;
}

/**
 * Orders the visible sections for the time step: sections the party can use first (by the
 * venue's sortOrder), the others last and disabled unless the guest sends a request
 * (doc 1 §4 Time slots).
 */
export function sortSections<S extends Section>(
  sections: readonly S[],
  options: SortSectionsOptions,
): SectionEntry<S>[] {
  const { isBookingRequest = false } = options;
  const availabilityOf = options.availabilityOf ?? ((s) => sectionAvailability(s, options));
  return sections
    .filter((section) => section.hidden !== true)
    .map((section) => {
      const availability = availabilityOf(section);
      const usable = availability === SectionAvailability.Available;
      return { section, availability, disabled: !usable && !isBookingRequest, usable };
    })
    .sort(
      (a, b) =>
        Number(b.usable) - Number(a.usable) ||
        (a.section.sortOrder ?? 0) - (b.section.sortOrder ?? 0),
    )
    .map(({ section, availability, disabled }) => ({ section, availability, disabled }));
}
