import { foldSections } from '../../../shared/availability/foldSections.ts';
import { classifySlot, type SlotClass } from '../../../shared/availability/classifySlot.ts';
import { isSlotExpired } from '../../../shared/availability/isSlotExpired.ts';
import { groupSlotsByHour, type HourGroup } from '../../../shared/availability/groupSlotsByHour.ts';
import { showClosedDayNotice } from '../../../shared/availability/showClosedDayNotice.ts';
import { sectionAvailability } from '../../../shared/availability/sectionAvailability.ts';
import { sortSections, type SectionEntry } from '../../../shared/availability/sortSections.ts';
import { timeRows } from '../../../shared/availability/timeRows.ts';
import type { AvailableTimes, Section } from '../../../shared/contract/availableTimes.ts';
import type { SectionAvailability } from '../../../shared/enums.ts';
import { chosenSlotFor } from './chosenSlotFor.ts';
import { formatTime } from '../../../shared/time/formatTime.ts';
import type { ChosenSlot } from './ChosenSlot.ts';

type SlotKind = SlotClass['kind'];

export interface SlotView {
  key: string;
  start: string;
  /** HH:mm in the venue time zone, with the locale's separator. */
  time: string;
  /** Expired times are left out of the view altogether. */
  kind: Exclude<SlotKind, 'expired'>;
  chosen: ChosenSlot;
}

export interface RowView {
  key: string;
  title: string;
  /** The venue's comments of the rules behind the row (rich text, sanitised when shown). */
  comments: string[];
  /** null for a comment-only row (doc 1 §4 Time rows). */
  hours: HourGroup<SlotView>[] | null;
}

export interface SectionView {
  id: number;
  name: string;
  availability: SectionAvailability;
  disabled: boolean;
  rows: RowView[];
  /** Times it shows, and the first and last of them (its folded heading's summary, issue 51). */
  slots: number;
  range: [first: string, last: string] | null;
}

export interface WaitListGroup {
  key: string;
  title: string;
  sectionName: string;
  slots: SlotView[];
}

export interface TimeStepModel {
  sections: SectionView[];
  /** doc 1 §2 Time step: no time fits the party and there is no waiting list for it. */
  closedDay: boolean;
  /** Comment-only rows of every shown section, for the closed-day notice. */
  commentRows: RowView[];
  /** Every waiting-list time of the day, by row, for the waiting-list dialog. */
  waitList: WaitListGroup[];
}

export interface TimeStepModelOptions {
  unitId: number;
  guests: number;
  now: number;
  isBookingRequest: boolean;
  timeZone: string;
  /** The formatting locale of the interface language, for writing the times. */
  locale: string;
}

/**
 * Issue 51: a day of at least this many times is built a chunk of sections of about this many
 * times at a time, the page's turn between chunks (useTimeStepModel); a smaller day at once.
 */
const CHUNK = 500;

const timesOf = (sections: readonly Section[]) =>
  sections.reduce((n, section) => section.timeSets.reduce((m, set) => m + set.times.length, n), 0);

/** The sections the step shows: the chosen unit's, or all when the answer has none of its. */
const shownSections = (units: AvailableTimes, unitId: number) => {
  const ours = units.filter((unit) => unit.id === unitId);
  return (ours.length > 0 ? ours : units).flatMap((unit) => unit.sections);
};

/** `each` over `sections`, yielding after each chunk of about CHUNK times. */
function* inChunks(sections: Section[], each: (section: Section, index: number) => void) {
  let done = 0;
  for (const [index, section] of sections.entries()) {
    if (done >= CHUNK) {
      done = 0;
      yield;
    }
    each(section, index);
    done += timesOf([section]);
  }
}

/**
 * The time step as the guest sees it, built only from the shared availability rules. A large
 * day is built in steps (issue 51): it yields between chunks of sections.
 */
export function* timeStepModelSteps(
  units: AvailableTimes,
  options: TimeStepModelOptions,
): Generator<void, TimeStepModel> {
  const { guests, now, isBookingRequest, timeZone } = options;
  const rules = { guests, now, timeZone, isBookingRequest };
  const shown = shownSections(units, options.unitId);
  const availability = new Map<unknown, SectionAvailability>();
  yield* inChunks(shown, (section) =>
    availability.set(section, sectionAvailability(section, rules)),
  );
  const entries = sortSections(shown, { ...rules, availabilityOf: (s) => availability.get(s)! });
  const sections: SectionView[] = [];
  let closedDay = true;
  yield* inChunks(
    entries.map((entry) => entry.section),
    (section, index) => {
      sections.push(sectionView(entries[index]!, options));
      // doc 1 §2: closed when no time of any shown section fits the party.
      closedDay &&= showClosedDayNotice(section.timeSets, rules);
    },
  );
  // Issue 51: a large day's first open section (useSectionFold) has its rows in a chunk of their
  // own; a small day's steps never yield (useTimeStepModel reads them in the render).
  if (timesOf(shown) >= CHUNK) {
    yield;
    const { open } = foldSections(sections);
    void sections.find((section) => section.id === open)?.rows;
  }
  let waitList: WaitListGroup[] | undefined;
  return {
    sections,
    closedDay,
    // Read only where they show: the closed-day notice and the waiting-list dialog.
    get commentRows() {
      return sections.flatMap((section) => section.rows.filter((row) => !row.hours));
    },
    get waitList() {
      return (waitList ??= sections.flatMap((section) =>
        section.rows.flatMap((row) => {
          const slots = (row.hours ?? []).flatMap((hour) =>
            hour.slots.filter((slot) => slot.kind === 'waitList'),
          );
          return slots.length > 0
            ? [{ key: row.key, title: row.title, sectionName: section.name, slots }]
            : [];
        }),
      ));
    },
  };
}

/**
 * A section's heading and, when first read, its rows (issue 51): a large venue folds its
 * sections and draws one, so building 10,000 slot views up front only to hide them is not done.
 */
function sectionView(
  { section, availability, disabled }: SectionEntry<Section>,
  options: TimeStepModelOptions,
): SectionView {
  const { now, timeZone, locale } = options;
  let rows: RowView[] | undefined;
  const live = disabled
    ? []
    : section.timeSets
        .flatMap((set) => set.times)
        .filter((slot) => !isSlotExpired(slot, now, timeZone))
        .map((slot) => slot.start)
        .sort();
  const [first, last] = [live[0], live.at(-1)];
  return {
    id: section.id,
    name: section.name,
    availability,
    disabled,
    get rows() {
      return (rows ??= rowViews(section, disabled, options));
    },
    slots: live.length,
    range:
      first && last
        ? [formatTime(first, timeZone, locale), formatTime(last, timeZone, locale)]
        : null,
  };
}

function rowViews(section: Section, disabled: boolean, options: TimeStepModelOptions): RowView[] {
  const { guests, now, isBookingRequest, timeZone, locale } = options;
  const rules = new Map(section.timeSets.map((rule) => [rule.id, rule]));
  return timeRows(section.timeSets, { timeZone }).flatMap((row): RowView[] => {
    const key = `${section.id}|${row.title}`;
    const comments = [
      ...new Set(row.rules.map((rule) => rules.get(rule.id)?.comment ?? '').filter(Boolean)),
    ];
    if (row.kind === 'commentOnly') return [{ key, title: row.title, comments, hours: null }];
    // Nothing in a disabled section can be chosen; its reason says why (DESIGN decision).
    if (disabled) return [];
    const context = { guests, title: row.title, sectionId: section.id, rules };
    const slots = row.times.flatMap((slot): SlotView[] => {
      const { kind } = classifySlot(slot, { guests, now, timeZone, isBookingRequest });
      if (kind === 'expired') return [];
      return [
        {
          key: `${key}|${slot.start}`,
          start: slot.start,
          time: formatTime(slot.start, timeZone, locale),
          kind,
          chosen: chosenSlotFor(slot, kind, context),
        },
      ];
    });
    // A row whose times have all passed offers nothing today.
    if (slots.length === 0) return [];
    return [{ key, title: row.title, comments, hours: groupSlotsByHour(slots, timeZone) }];
  });
}
