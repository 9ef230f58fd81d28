import * as v from 'valibot';
import { PayMethod } from '../enums.ts';
import { enumOf, flag, int, list, positiveInt, text, timeZone } from './primitives.ts';

/** doc 1 §3, doc 2 §3 Unit metadata. `bookingWindowAsMonth` is the amount of `bookingWindowUnit`. */
const UnitMetaDataSchema = v.object({
  id: int,
  name: v.string(),
  maxWebGuests: positiveInt,
  activateWebChildren: flag,
  messageExceededGuests: text,
  bookingWindowAsMonth: v.pipe(int, v.minValue(0, 'expected a number >= 0')),
  bookingWindowUnit: v.nullish(v.picklist(['day', 'week', 'month']), 'month'),
});

const ImageRefSchema = v.nullish(v.object({ imageUrl: v.nullish(v.string(), null) }), null);

/** doc 2 §3 themeSettings: `colors` maps names such as `primary` to CSS colours. */
const ThemeSettingsSchema = v.object({
  colors: v.nullish(v.record(v.string(), v.string()), {}),
  logo: ImageRefSchema,
  coverImageOneByOne: ImageRefSchema,
  coverImageThirtyTwoByNine: ImageRefSchema,
});

/**
 * Venue settings, answer of GET booking/externalBookingSettings/{unitId} (DESIGN §3,
 * doc 2 §3 "Venue settings", doc 1 §3 "Unit settings"). Texts default to '', flags to false.
 */
export const SettingsSchema = v.object({
  unitsMetaData: UnitMetaDataSchema,
  timeZone,
  allowEditBooking: flag,
  activateInquiry: flag,
  introductionMessageHeader: text,
  introductionMessage: text,
  inquiryInfo: text,
  phoneNumber: text,
  email: text,
  address: text,
  paymentMethods: list(enumOf(PayMethod)),
  gaTrackingId: v.nullish(v.string(), null),
  themeSettings: v.nullish(ThemeSettingsSchema, {
    colors: {},
    logo: null,
    coverImageOneByOne: null,
    coverImageThirtyTwoByNine: null,
  }),
  webConditions: text,
  collapseConditions: flag,
  gdprInfo: text,
  disableCancel: flag,
  disableAllConfirmationMessages: flag,
  disableEmailConfirmationMessage: flag,
  disableSmsConfirmationMessage: flag,
  messageDescription: text,
  messageBookingClosed: text,
  displayMessageBox: flag,
  newsletter: flag,
  displayCustomerName: flag,
});

/** Venue settings as the store holds them. */
export type Settings = v.InferOutput<typeof SettingsSchema>;
export type SettingsInput = v.InferInput<typeof SettingsSchema>;
