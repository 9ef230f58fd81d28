import { ChargeStatus, ChargeType, PaymentRule } from '../../shared/enums.ts';
import type { BookingInput } from '../../shared/contract/booking.ts';
import type { BookingRow, BookingTime } from './bookingStore.ts';
import { readApiTime } from '../../shared/time/apiTime.ts';
import { writeApiTime } from '../../shared/time/writeApiTime.ts';
import type { Venue } from './venue.ts';

const HOUR = 3_600_000;

/**
 * A date-time of the venue as the API writes it: UTC with Z by default, the venue's wall clock
 * without an offset under DEMO_TIME_FORMAT=local (DESIGN §4).
 */
export function venueIso(venue: Venue, ms: number): string {
  return writeApiTime(ms, venue.unit.timeZone, venue.timeForm);
}

/**
 * A field whose name says UTC (cancelAllowedBeforeUtc) stays UTC in either form: the local
 * form writes the UTC wall clock without an offset, as .NET writes a UTC DateTime read back
 * from SQL, and the widget reads that field in UTC.
 */
const utcIso = (venue: Venue, ms: number) => writeApiTime(ms, 'UTC', venue.timeForm);

export function bookingSpan(booking: BookingRow): { startMs: number; endMs: number } {
  if (booking.times.length === 0) return { startMs: booking.createdMs, endMs: booking.createdMs };
  return {
    startMs: Math.min(...booking.times.map((time) => time.startMs)),
    endMs: Math.max(...booking.times.map((time) => time.endMs)),
  };
}

/** When a guest may last cancel online: the start minus the venue's cancel hours. */
export function cancelDeadline(venue: Venue, booking: BookingRow): number {
  return bookingSpan(booking).startMs - venue.unit.cancelHoursBefore * HOUR;
}

function articleOf(venue: Venue, time: BookingTime) {
  const iso = (ms: number) => venueIso(venue, ms);
  const rule = venue.rules.find((candidate) => candidate.id === time.ruleId);
  const resource = venue.resources.find((candidate) => candidate.id === time.resourceId);
  const perResource = rule?.paymentRule === PaymentRule.Prepayment && rule.paymentCalculation === 3;
  return {
    articleId: resource ? 10_000 + resource.id : 0,
    articleGroupId: time.ruleId,
    articleGroupName: rule?.title ?? '',
    bookedArticleId: time.id,
    departmentId: time.sectionId,
    unitId: venue.id,
    start: iso(time.startMs),
    end: iso(time.endMs),
    name: rule?.title ?? '',
    tableName: resource?.name ?? null,
    tableNumber: resource ? String(resource.number) : null,
    tableChairs: resource?.maxChairs ?? null,
    tableMinChairs: resource?.minChairs ?? null,
    message: '',
    quantity: 1,
    isTable: resource !== undefined,
    outPriceIncVat: perResource ? (rule?.paymentAmount ?? 0) : 0,
    vat: perResource ? (rule?.paymentVAT ?? 0) : 0,
    menuGuid: rule?.menuGuid ?? null,
    sectionId: time.sectionId,
    ruleId: time.ruleId,
  };
}

/** The menu items ordered, as articles of the time their menu belongs to (doc 2 §3). */
function menuArticlesOf(venue: Venue, booking: BookingRow) {
  return booking.data.menus.flatMap((menu) =>
    menu.groups.flatMap((group) =>
      group.items
        .filter((item) => item.quantity > 0)
        .map((item) => ({
          ...articleOf(
            venue,
            booking.times.find((time) => time.ruleId === menu.ruleId) ?? booking.times[0]!,
          ),
          articleId: item.articleID,
          articleGroupName: group.name,
          name: item.name,
          quantity: item.quantity,
          isTable: false,
          tableName: null,
          tableNumber: null,
          tableChairs: null,
          tableMinChairs: null,
          outPriceIncVat: item.price,
          vat: 0,
          menuGuid: menu.publicId,
        })),
    ),
  );
}

/** A rule of the booking as the booking record carries it (doc 2 §3 webBookingRules). */
function ruleView(rule: Venue['rules'][number]) {
  return {
    id: rule.id,
    sectionId: rule.sectionId,
    title: rule.title,
    paymentRule: rule.paymentRule,
    paymentCalculation: rule.paymentCalculation,
    paymentAmount: rule.paymentAmount,
    paymentVAT: rule.paymentVAT,
    requireMenuSelection: rule.requireMenuSelection,
    requireMenuPayment: rule.requireMenuPayment,
    lockTime: rule.lockTime,
    lockPerTime: rule.lockPerTime,
    startTime: rule.startTime,
    hasNoShowRule: rule.paymentRule === PaymentRule.NoShowFee,
    hasPrepaymentRule: rule.paymentRule === PaymentRule.Prepayment,
    menuGuid: rule.menuGuid,
    minGroupSize: rule.minGroupSize,
    maxGroupSize: rule.maxGroupSize,
    conditions: rule.conditions,
    paymentInformation: rule.paymentInformation,
  };
}

/** The proposal of an inquiry: the activities at the original and at the proposed start. */
function inquiryValuesOf(
  venue: Venue,
  inquiry: NonNullable<BookingRow['data']['inquiry']>,
  articles: ReturnType<typeof articleOf>[],
) {
  const { originalStartMs, proposedStartMs } = inquiry;
  return {
    originalStart: venueIso(venue, originalStartMs),
    proposedStart: proposedStartMs === null ? null : venueIso(venue, proposedStartMs),
    originalActivities: articles,
    proposedActivities:
      proposedStartMs === null
        ? []
        : articles.map((article) =>
            shiftArticle(venue, article, proposedStartMs - originalStartMs),
          ),
  };
}

/** The booking record of doc 2 §3 as the API answers it. */
export function bookingView(
  venue: Venue,
  booking: BookingRow,
  options: { withProposal?: boolean } = {},
): BookingInput {
  const iso = (ms: number) => venueIso(venue, ms);
  const { startMs, endMs } = bookingSpan(booking);
  const { data } = booking;
  const ruleIds = [...new Set(booking.times.map((time) => time.ruleId))];
  const rules = venue.rules.filter((rule) => ruleIds.includes(rule.id));
  const articles = booking.times.map((time) => articleOf(venue, time));
  const menuArticles = menuArticlesOf(venue, booking);
  const charge = data.charge;
  const inquiry = data.inquiry;
  return {
    guid: booking.guid,
    unitId: booking.unitId,
    start: iso(startMs),
    end: iso(endMs),
    status: booking.status,
    subStatus: booking.subStatus as BookingInput['subStatus'],
    guests: booking.guests,
    guestsChildren: booking.guestsChildren,
    message: booking.message,
    createdDate: iso(booking.createdMs),
    changeDate: iso(booking.changedMs),
    recoupTime: booking.times[0]?.recoupMin ?? 0,
    articles,
    nonTableArticles: booking.times.length > 0 ? menuArticles : [],
    chargeType: charge?.type ?? ChargeType.None,
    chargeId: charge?.id ?? null,
    chargeShouldPayAmount: charge?.amount ?? 0,
    chargeShouldPayVat: charge?.vat ?? 0,
    chargeAuthorizedAmount: charge?.authorized ?? 0,
    chargePayedAmount: charge?.paid ?? 0,
    chargeRefundedAmount: charge?.refunded ?? 0,
    chargeStatus: charge?.status ?? ChargeStatus.Unknown,
    chargePaymentLinkExpirationDate: charge?.linkExpiresMs ? iso(charge.linkExpiresMs) : null,
    contactId: data.contact ? booking.number : null,
    contact: data.contact,
    customer: data.customer,
    menus: data.menus.map(({ publicId, status, groups }) => ({
      publicId,
      status: status as 0 | 1 | 2,
      groups: groups.map((group) => ({
        ...group,
        groupType: group.groupType as never,
        items: group.items.map((item) => ({ ...item, webFlags: item.webFlags as never })),
      })),
    })),
    isInUpdate: false,
    globalBookingNumber: String(booking.number),
    language: booking.language,
    cancelAllowedBeforeUtc:
      booking.times.length > 0 ? utcIso(venue, cancelDeadline(venue, booking)) : null,
    webBookingRules: rules.map(ruleView),
    history: data.history.map((entry) => ({
      changeDate: iso(entry.changeMs),
      status: entry.status as never,
    })),
    waitListOffers: data.waitListOffers.map((offer) => ({
      startTime: iso(offer.startMs),
      offerStatus: offer.offerStatus as 0 | 1,
    })),
    paymentEvents: data.paymentEvents.map((event) => ({
      id: event.id,
      type: event.type as never,
      transactionDate: iso(event.transactionMs),
      payedAmount: event.payedAmount,
      requestedAmount: event.requestedAmount,
    })),
    inquiryValues:
      options.withProposal && inquiry ? inquiryValuesOf(venue, inquiry, articles) : null,
    isActivityBooking: booking.isActivity === 1,
    isFinalized: data.finalized,
  };
}

function shiftArticle<T extends { start: string; end: string }>(
  venue: Venue,
  article: T,
  deltaMs: number,
): T {
  const shift = (value: string) =>
    venueIso(venue, readApiTime(value, venue.unit.timeZone).ms + deltaMs);
  return { ...article, start: shift(article.start), end: shift(article.end) };
}
