import type { ArticleStocksQuery, SettingsInput } from '../../shared/contract/index.ts';
import type { Db } from '../db/openDatabase.ts';
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
