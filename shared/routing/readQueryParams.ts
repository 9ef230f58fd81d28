import { childrenPrefill } from './childrenPrefill.ts';
import { isValidDate } from './isValidDate.ts';
import { parseBoolean } from './parseBoolean.ts';
import { parseInteger } from './parseInteger.ts';
import type { QueryRecord } from './parseSearch.ts';
import { toQueryRecord } from './toQueryRecord.ts';

/** The query parameters of doc 1 §2 "Query parameters read", typed; unreadable values are absent. */
export interface QueryParams {
  system?: string;
  unitId?: number;
  sectionIds?: number[];
  tag?: string;
  webBookingId?: string;
  /** The day as YYYY-MM-DD; the caller reads it as the start of that day in the venue zone. */
  date?: string;
  guests?: number;
  /** From `guestsChildren`, or `children` when it is missing or unreadable (childrenPrefill). */
  guestsChildren?: number;
  chargeId?: string;
  offerStartTime?: string;
  paymentLink: boolean;
  captured: boolean;
  isNoShow: boolean;
  withPayment: boolean;
  inquiryProposal: boolean;
  isModal: boolean;
  lang?: string;
}

// A language tag such as sv, en-GB or zh-Hant; anything else in `lang` is dropped (doc 2 §5).
const LANGUAGE_CODE = /^[a-z]{2,3}(?:[-_][a-z0-9]{2,8})?$/i;

function values(query: QueryRecord, name: string): string[] {
  const value = query[name];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

function first(query: QueryRecord, name: string): string | undefined {
  return values(query, name)[0];
}

function text(query: QueryRecord, name: string): string | undefined {
  const value = first(query, name)?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function sectionIds(query: QueryRecord): number[] | undefined {
  const ids = values(query, 'sectionIds')
    .flatMap((value) => value.split(','))
    .map((part) => parseInteger(part))
    .filter((id): id is number => id !== undefined);
  return ids.length === 0 ? undefined : [...new Set(ids)];
}

function positive(value: number | undefined): number | undefined {
  return value !== undefined && value > 0 ? value : undefined;
}

function language(query: QueryRecord): string | undefined {
  const value = text(query, 'lang');
  if (value === undefined || /[<>"'`]/.test(value) || !LANGUAGE_CODE.test(value)) return undefined;
  return value;
}

/** Reads every query parameter the flow uses; the unused names (r, bookingId, ...) are ignored. */
export function readQueryParams(query: QueryRecord | string): QueryParams {
  const record = toQueryRecord(query);
  const date = text(record, 'date');
  const entries = {
    system: text(record, 'system'),
    unitId: parseInteger(first(record, 'unitId')),
    sectionIds: sectionIds(record),
    tag: text(record, 'tag'),
    webBookingId: text(record, 'webBookingId'),
    date: date !== undefined && isValidDate(date) ? date : undefined,
    guests: positive(parseInteger(first(record, 'guests'))),
    guestsChildren: childrenPrefill({
      children: first(record, 'children'),
      guestsChildren: first(record, 'guestsChildren'),
    }),
    chargeId: text(record, 'ChargeId'),
    offerStartTime: text(record, 'offerStartTime'),
    lang: language(record),
  };
  const params: QueryParams = {
    paymentLink: parseBoolean(first(record, 'paymentLink')),
    captured: parseBoolean(first(record, 'Captured')),
    isNoShow: parseBoolean(first(record, 'isNoShow')),
    withPayment: parseBoolean(first(record, 'withPayment')),
    inquiryProposal: parseBoolean(first(record, 'inquiryProposal')),
    isModal: parseBoolean(first(record, 'isModal')),
  };
  for (const [name, value] of Object.entries(entries)) {
    if (value !== undefined) Object.assign(params, { [name]: value });
  }
  return params;
}
