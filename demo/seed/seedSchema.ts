import * as v from 'valibot';
import {
  BookingType,
  MenuGroupType,
  PayMethod,
  PaymentCalculation,
  PaymentRule,
} from '../../shared/enums.ts';

const int = v.pipe(v.number(), v.integer());
const nonNegative = v.pipe(v.number(), v.integer(), v.minValue(0));
const clockTime = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'expected HH:mm'));
const text = v.optional(v.string(), '');
const enumOf = <T extends Record<string, string | number>>(e: T) =>
  v.picklist(Object.values(e) as T[keyof T][]);

const resourceSchema = v.object({
  id: int,
  name: v.string(),
  number: int,
  minChairs: v.pipe(int, v.minValue(1)),
  maxChairs: v.pipe(int, v.minValue(1)),
});

const sectionSchema = v.object({
  id: int,
  name: v.string(),
  sortOrder: v.optional(int, 0),
  hidden: v.optional(v.boolean(), false),
  description: text,
  image: v.optional(v.nullable(v.string()), null),
  resources: v.array(resourceSchema),
});

const ruleSchema = v.object({
  id: v.pipe(int, v.minValue(1)),
  sectionId: int,
  title: v.string(),
  bookingType: v.optional(enumOf(BookingType), BookingType.Booking),
  comment: text,
  conditions: text,
  paymentInformation: text,
  isClosed: v.optional(v.boolean(), false),
  isTextRow: v.optional(v.boolean(), false),
  /** ISO weekdays the rule runs (1 = Monday ... 7 = Sunday). */
  weekdays: v.optional(v.array(v.pipe(int, v.minValue(1), v.maxValue(7))), [1, 2, 3, 4, 5, 6, 7]),
  /** First and last start time of the day and the step between starts. */
  times: v.optional(
    v.object({ from: clockTime, to: clockTime, everyMinutes: v.pipe(int, v.minValue(5)) }),
  ),
  durationMinutes: v.optional(v.pipe(int, v.minValue(5)), 120),
  recoupTime: v.optional(nonNegative, 0),
  minGroupSize: v.optional(v.pipe(int, v.minValue(1)), 1),
  maxGroupSize: v.optional(v.pipe(int, v.minValue(1)), 8),
  startTime: v.optional(nonNegative, 0),
  lockTime: v.optional(nonNegative, 0),
  lockPerTime: v.optional(v.boolean(), true),
  waitList: v.optional(v.boolean(), false),
  noWaitListDayOffsets: v.optional(v.array(nonNegative), []),
  closedDayOffsets: v.optional(v.array(nonNegative), []),
  menuGuid: v.optional(v.nullable(v.string()), null),
  requireMenuSelection: v.optional(v.boolean(), false),
  requireMenuPayment: v.optional(v.boolean(), false),
  paymentRule: v.optional(enumOf(PaymentRule), PaymentRule.NoFee),
  paymentCalculation: v.optional(enumOf(PaymentCalculation), PaymentCalculation.NoPayment),
  paymentAmount: v.optional(v.pipe(v.number(), v.minValue(0)), 0),
  paymentVAT: v.optional(v.pipe(v.number(), v.minValue(0)), 0),
});

const menuItemSchema = v.object({
  name: v.string(),
  description: text,
  price: v.pipe(v.number(), v.minValue(0)),
  articleID: int,
  webFlags: v.optional(v.picklist([0, 1, 2, 3] as const), 0),
});

const menuSchema = v.object({
  publicId: v.string(),
  groups: v.array(
    v.object({
      name: v.string(),
      groupType: enumOf(MenuGroupType),
      choices: v.optional(nonNegative, 0),
      optional: v.optional(v.boolean(), false),
      items: v.array(menuItemSchema),
    }),
  ),
});

const seedBookingSchema = v.object({
  dayOffset: nonNegative,
  /** Resources taken from..to on that day; "all" takes every resource of the unit. */
  resources: v.union([v.literal('all'), v.array(int)]),
  from: clockTime,
  to: clockTime,
  guests: v.optional(v.pipe(int, v.minValue(1)), 2),
});

const seedUnitSchema = v.object({
  system: v.pipe(
    v.string(),
    v.regex(/^[a-z]{2}_[a-z0-9_]+$/i, 'expected a system id like se_demo'),
  ),
  id: v.pipe(int, v.minValue(1)),
  name: v.pipe(v.string(), v.minLength(1)),
  timeZone: v.pipe(
    v.string(),
    v.check((zone) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, 'unknown time zone'),
  ),
  currency: v.pipe(v.string(), v.length(3)),
  language: v.string(),
  maxWebGuests: v.pipe(int, v.minValue(1)),
  activateWebChildren: v.optional(v.boolean(), false),
  messageExceededGuests: text,
  bookingWindow: v.object({
    amount: v.pipe(int, v.minValue(1)),
    unit: v.picklist(['day', 'week', 'month']),
  }),
  cancelHoursBefore: v.optional(nonNegative, 24),
  paymentLinkMinutes: v.optional(v.pipe(int, v.minValue(1)), 30),
  closedWeekdays: v.optional(v.array(v.pipe(int, v.minValue(1), v.maxValue(7))), []),
  closedDayOffsets: v.optional(v.array(nonNegative), []),
  isActivityVenue: v.optional(v.boolean(), false),
  settings: v.object({
    allowEditBooking: v.optional(v.boolean(), false),
    activateInquiry: v.optional(v.boolean(), false),
    introductionMessageHeader: text,
    introductionMessage: text,
    inquiryInfo: text,
    phoneNumber: text,
    email: text,
    address: text,
    paymentMethods: v.optional(v.array(enumOf(PayMethod)), [PayMethod.CreditCard]),
    gaTrackingId: v.optional(v.nullable(v.string()), null),
    themeColors: v.optional(v.record(v.string(), v.string()), {}),
    logo: v.optional(v.nullable(v.string()), null),
    coverImageOneByOne: v.optional(v.nullable(v.string()), null),
    coverImageThirtyTwoByNine: v.optional(v.nullable(v.string()), null),
    webConditions: text,
    collapseConditions: v.optional(v.boolean(), true),
    gdprInfo: text,
    disableCancel: v.optional(v.boolean(), false),
    disableAllConfirmationMessages: v.optional(v.boolean(), false),
    disableEmailConfirmationMessage: v.optional(v.boolean(), false),
    disableSmsConfirmationMessage: v.optional(v.boolean(), false),
    messageDescription: text,
    messageBookingClosed: text,
    displayMessageBox: v.optional(v.boolean(), true),
    newsletter: v.optional(v.boolean(), false),
    displayCustomerName: v.optional(v.boolean(), false),
  }),
  sections: v.pipe(v.array(sectionSchema), v.minLength(1)),
  rules: v.array(ruleSchema),
  menus: v.optional(v.array(menuSchema), []),
  articleStock: v.optional(
    v.array(
      v.object({
        articleId: int,
        quantity: nonNegative,
        dayOffsets: v.optional(v.array(nonNegative)),
      }),
    ),
    [],
  ),
  bookings: v.optional(v.array(seedBookingSchema), []),
});

export const seedFileSchema = v.object({ units: v.pipe(v.array(seedUnitSchema), v.minLength(1)) });

export type SeedUnit = v.InferOutput<typeof seedUnitSchema>;
export type SeedRule = v.InferOutput<typeof ruleSchema>;
export type SeedSection = v.InferOutput<typeof sectionSchema>;
