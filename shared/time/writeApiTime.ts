import { wallAt } from './apiTime.ts';

/**
 * How a date-time is written: `utc` the instant in UTC (`…T17:00:00.000Z`, the reference API's
 * default), `offset` the venue's wall clock with its offset (`…T18:00:00.000+01:00`), `local`
 * the venue's wall clock with no offset and seven fraction digits, as .NET writes it
 * (`…T18:00:00.0000000`).
 */
export type ApiTimeForm = 'utc' | 'offset' | 'local';

/**
 * Writes an instant in one of the API's forms, in the venue's zone; readApiTime reads every
 * form back to the same instant and wall clock.
 */
export function writeApiTime(ms: number, timeZone: string, form: ApiTimeForm): string {
  const wall = wallAt(ms, timeZone);
  const text = new Date(form === 'utc' ? ms : wall).toISOString().slice(0, 23);
  // The offset's HH:mm, written as a time of day.
  const hhmm = new Date(Math.abs(wall - ms)).toISOString().slice(11, 16);
  return text + (form === 'utc' ? 'Z' : form === 'local' ? '0000' : (wall < ms ? '-' : '+') + hhmm);
}
