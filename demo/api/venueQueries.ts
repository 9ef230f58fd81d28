import { DateTime } from 'luxon';
import type {
  ArticleStocksQuery,
  AvailableTimesQuery,
  DayState,
  DayStatesQuery,
  SettingsInput,
  Unit,
} from '../../shared/contract/index.ts';
import type { Db } from '../db/openDatabase.ts';
import {
  addRuleDaySeats,
  bookingWindow,
  dayFacts,
  dayStart,
  indexHolds,
  isWithinWindow,
  loadHolds,
  venueDay,
  venueToday,
  type DayFacts,
  type Hold,
  type HoldIndex,
  type RuleDay,
  type SeatsSummary,
} from './availability.ts';
import { venueIso } from './bookingView.ts';
import { readApiTime } from '../../shared/time/apiTime.ts';
import type { Venue } from './venue.ts';

const absolute = (origin: string, path: string | null) =>
  path ? new URL(path, origin).toString() : null;

/** GET booking/externalBookingSettings/{unitId}. */
export function settingsOf(venue: Venue, origin: string): SettingsInput {
  const { unit } = venue;
  const { settings } = unit;
  return {
    unitsMetaData: {
      id: unit.id,
      name: unit.name,
      maxWebGuests: unit.maxWebGuests,
      activateWebChildren: unit.activateWebChildren,
      messageExceededGuests: unit.messageExceededGuests,
      bookingWindowAsMonth: unit.bookingWindow.amount,
      bookingWindowUnit: unit.bookingWindow.unit,
    },
    timeZone: unit.timeZone,
    allowEditBooking: settings.allowEditBooking,
    activateInquiry: settings.activateInquiry,
    introductionMessageHeader: settings.introductionMessageHeader,
    introductionMessage: settings.introductionMessage,
    inquiryInfo: settings.inquiryInfo,
    phoneNumber: settings.phoneNumber,
    email: settings.email,
    address: settings.address,
    paymentMethods: settings.paymentMethods,
    gaTrackingId: settings.gaTrackingId,
    themeSettings: {
      colors: settings.themeColors,
      logo: { imageUrl: absolute(origin, settings.logo) },
      coverImageOneByOne: { imageUrl: absolute(origin, settings.coverImageOneByOne) },
      coverImageThirtyTwoByNine: { imageUrl: absolute(origin, settings.coverImageThirtyTwoByNine) },
    },
    webConditions: settings.webConditions,
    collapseConditions: settings.collapseConditions,
    gdprInfo: settings.gdprInfo,
    disableCancel: settings.disableCancel,
    disableAllConfirmationMessages: settings.disableAllConfirmationMessages,
    disableEmailConfirmationMessage: settings.disableEmailConfirmationMessage,
    disableSmsConfirmationMessage: settings.disableSmsConfirmationMessage,
    messageDescription: settings.messageDescription,
    messageBookingClosed: settings.messageBookingClosed,
    displayMessageBox: settings.displayMessageBox,
    newsletter: settings.newsletter,
    displayCustomerName: settings.displayCustomerName,
  };
}

/** GET WebBooking/availableTimes: one unit, its sections, each section's rules with times. */
export function availableTimesOf(
  db: Db,
  venue: Venue,
  query: AvailableTimesQuery,
  now: number,
  origin: string,
): Unit[] {
  const days = venueDay(db, venue, query.date, now, query.sectionId);
  const zone = venue.unit.timeZone;
  // Sections share their clock times: each instant is written once (issue 51: a large venue's
  // day has 10,000 times, and writing their instants was most of the answer's cost).
  const written = new Map<number, string>();
  const iso = (ms: number) => {
    let text = written.get(ms);
    if (text === undefined) written.set(ms, (text = venueIso(venue, ms)));
    return text;
  };
  const names = new Map<number, string>();
  const name = (ms: number) => {
    let text = names.get(ms);
    if (text === undefined)
      names.set(ms, (text = DateTime.fromMillis(ms, { zone }).toFormat('HH:mm')));
    return text;
  };
  const sections = venue.sections
    .filter((section) => !query.sectionId?.length || query.sectionId.includes(section.id))
    .map((section) => {
      const rules = days.filter((day) => day.rule.sectionId === section.id && day.runs);
      return {
        id: section.id,
        name: section.name,
        hidden: section.hidden,
        sortOrder: section.sortOrder,
        description: section.description,
        image: absolute(origin, section.image),
        unavailable: !rules.some((day) => !day.closed && !day.rule.isTextRow),
        timeSets: rules.map((day) => timeSetOf(day, iso, name)),
      };
    });
  return [{ id: venue.id, name: venue.unit.name, timeZone: zone, sections }];
}

function timeSetOf(
  { rule, date, closed, slots }: RuleDay,
  iso: (ms: number) => string,
  name: (ms: number) => string,
): Unit['sections'][number]['timeSets'][number] {
  return {
    id: rule.id,
    sectionId: rule.sectionId,
    title: rule.title,
    bookingType: rule.bookingType,
    comment: rule.comment,
    conditions: rule.conditions,
    paymentInformation: rule.paymentInformation,
    isClosed: rule.isClosed || closed,
    isTextRow: rule.isTextRow,
    menuGuid: rule.menuGuid,
    requireMenuSelection: rule.requireMenuSelection,
    requireMenuPayment: rule.requireMenuPayment,
    date,
    times: slots.map((slot) => ({
      name: name(slot.startMs),
      title: rule.title,
      ruleId: rule.id,
      start: iso(slot.startMs),
      // doc 1 §4 reads a slot's active part as start to end minus recoup: end includes it.
      end: iso(slot.endMs + slot.recoupMin * 60_000),
      recoupTime: slot.recoupMin,
      availableUntil: iso(slot.availableUntilMs),
      availableSeats: slot.availableSeats,
      waitListSeats: slot.waitListSeats,
      timeExpired: slot.expired,
      unavailability: slot.unavailability,
    })),
    recoupTime: rule.recoupTime,
    minGroupSize: rule.minGroupSize,
    maxGroupSize: rule.maxGroupSize,
    startTime: rule.startTime,
    lockTime: rule.lockTime,
    lockPerTime: rule.lockPerTime,
    paymentRule: rule.paymentRule,
    paymentCalculation: rule.paymentCalculation,
    paymentAmount: rule.paymentAmount,
    paymentVAT: rule.paymentVAT,
  };
}

const sorted = (sizes: Set<number>) => [...sizes].sort((a, b) => a - b);

/** Day states of one day: one entry per section that has rules. */
function dayEntries(
  venue: Venue,
  facts: DayFacts,
  now: number,
  holds: HoldIndex,
  sectionIds?: number[],
): DayState[] {
  const summaries = new Map<number, SeatsSummary>();
  for (const rule of venue.rules) {
    if (sectionIds?.length && !sectionIds.includes(rule.sectionId)) continue;
    let summary = summaries.get(rule.sectionId);
    if (!summary) {
      summary = { live: false, available: new Set(), waitList: new Set() };
      summaries.set(rule.sectionId, summary);
    }
    addRuleDaySeats(venue, rule, facts, now, holds, summary);
  }
  return [...summaries].map(([sectionId, summary]) => ({
    day: facts.date,
    state: summary.live,
    availableSeats: sorted(summary.available),
    waitListSeats: sorted(summary.waitList),
    sectionId,
  }));
}

/**
 * Day states of [from, to): the range's holds are read in one query (issue 51), and each day
 * sees those overlapping it and the day after, as a day read alone does (venueDay).
 */
function rangeEntries(
  db: Db,
  venue: Venue,
  from: string,
  to: string,
  now: number,
  sectionIds?: number[],
): DayState[] {
  const entries: DayState[] = [];
  let day = dayStart(venue, from);
  const end = dayStart(venue, to);
  const last = (end > day ? end : day).plus({ days: 2 }).toMillis();
  const holds = holdsByDay(loadHolds(db, venue.system, venue.id, day.toMillis(), last, false));
  const window = bookingWindow(venue, now);
  // toDate is the first day after the range (doc 1 §7: up to the start of the next month).
  do {
    const facts = dayFacts(venue, day.toISODate()!, now, window);
    const next = day.plus({ days: 2 }).toMillis();
    entries.push(...dayEntries(venue, facts, now, holds(day.toMillis(), next), sectionIds));
    day = day.plus({ days: 1 });
  } while (day < end);
  return entries;
}

/**
 * A range's holds by start: those overlapping [fromMs, toMs) start from the longest one's span
 * before fromMs up to toMs, a slice found by binary search rather than a pass over all.
 */
function holdsByDay(holds: Hold[]) {
  const byStart = [...holds].sort((a, b) => a.startMs - b.startMs);
  const longest = holds.reduce(
    (most, hold) => Math.max(most, hold.endMs + hold.recoupMin * 60_000 - hold.startMs),
    0,
  );
  const firstFrom = (ms: number) => {
    let low = 0;
    let high = byStart.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (byStart[middle]!.startMs < ms) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  return (fromMs: number, toMs: number): HoldIndex =>
    indexHolds(
      byStart
        .slice(firstFrom(fromMs - longest), firstFrom(toMs))
        .filter((hold) => hold.endMs + hold.recoupMin * 60_000 > fromMs),
    );
}

const hasOpenDay = (entries: DayState[]) =>
  entries.some((entry) => entry.state && entry.availableSeats.length > 0);

/** GET WebBooking/dayStates. */
export function dayStatesOf(db: Db, venue: Venue, query: DayStatesQuery, now: number): DayState[] {
  let entries = rangeEntries(db, venue, query.fromDate, query.toDate, now, query.sectionId);
  if (query.includeFirstAvailableMonth && !hasOpenDay(entries)) {
    const today = venueToday(venue, now);
    let month = dayStart(venue, query.toDate).startOf('month');
    if (month.toISODate()! < query.toDate) month = month.plus({ months: 1 });
    while (isWithinWindow(venue, month.toISODate()!, now) || month < today) {
      const from = month < today ? today : month;
      const next = rangeEntries(
        db,
        venue,
        from.toISODate()!,
        month.plus({ months: 1 }).toISODate()!,
        now,
        query.sectionId,
      );
      if (hasOpenDay(next)) {
        entries = [...entries, ...next];
        break;
      }
      month = month.plus({ months: 1 });
    }
  }
  if (!query.includeAvailableSeats) {
    entries = entries.map((entry) => ({ ...entry, availableSeats: [], waitListSeats: [] }));
  }
  return entries;
}

/** GET WebBooking/WebBookings/articleStocks: stock rows of the venue-local date of validityDate. */
export function articleStocksOf(db: Db, venues: Venue[], query: ArticleStocksQuery) {
  const rows: { id: number; articleId: number; quantity: number; validityDate: string }[] = [];
  for (const venue of venues) {
    const date =
      query.validityDate.length === 10
        ? query.validityDate
        : readApiTime(query.validityDate, venue.unit.timeZone).date;
    const found = db
      .prepare(
        `SELECT id, article_id AS articleId, quantity, validity_date AS validityDate FROM article_stock
         WHERE system = ? AND unit_id = ? AND validity_date = ? AND article_id IN (${query.articleIds.map(() => '?').join(',')})`,
      )
      .all(venue.system, venue.id, date, ...query.articleIds) as typeof rows;
    rows.push(...found);
  }
  return rows;
}
