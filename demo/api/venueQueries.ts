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
import { dayStart, isWithinWindow, venueDay, venueToday, type RuleDay } from './availability.ts';
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
        timeSets: rules.map((day) => timeSetOf(day, venue)),
      };
    });
  return [{ id: venue.id, name: venue.unit.name, timeZone: zone, sections }];
}

function timeSetOf(
  { rule, date, closed, slots }: RuleDay,
  venue: Venue,
): Unit['sections'][number]['timeSets'][number] {
  const zone = venue.unit.timeZone;
  const iso = (ms: number) => venueIso(venue, ms);
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
      name: DateTime.fromMillis(slot.startMs, { zone }).toFormat('HH:mm'),
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

const unite = (lists: number[][]) => [...new Set(lists.flat())].sort((a, b) => a - b);

/** Day states of one day: one entry per section that has rules. */
function dayEntries(
  db: Db,
  venue: Venue,
  date: string,
  now: number,
  sectionIds?: number[],
): DayState[] {
  const days = venueDay(db, venue, date, now, sectionIds);
  const sectionIdsWithRules = [...new Set(days.map((day) => day.rule.sectionId))];
  return sectionIdsWithRules.map((sectionId) => {
    const live = days
      .filter((day) => day.rule.sectionId === sectionId && day.runs && !day.closed)
      .flatMap((day) => day.slots)
      .filter((slot) => !slot.expired);
    return {
      day: date,
      state: live.length > 0,
      availableSeats: unite(live.map((slot) => slot.availableSeats)),
      waitListSeats: unite(live.map((slot) => slot.waitListSeats)),
      sectionId,
    };
  });
}

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
  // toDate is the first day after the range (doc 1 §7: up to the start of the next month).
  do {
    entries.push(...dayEntries(db, venue, day.toISODate()!, now, sectionIds));
    day = day.plus({ days: 1 });
  } while (day < end);
  return entries;
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
