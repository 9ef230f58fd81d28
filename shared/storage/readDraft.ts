import * as v from 'valibot';

/**
 * Reads what a form kept in storage for a held booking (issue 31: typed data survives a
 * reload, a dropped connection and the payment terminal), as {@link draftJson} wrote it.
 * Storage is input like any other: text that is not JSON, a draft of another booking, or one
 * `schema` refuses reads as none. The schema decides what comes back (unknown keys go).
 */
export function readDraft<T>(
  raw: string | null,
  bookingId: string,
  schema: v.GenericSchema<unknown, T>,
): T | null {
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  const stored = v.safeParse(v.object({ bookingId: v.literal(bookingId), values: schema }), parsed);
  return stored.success ? stored.output.values : null;
}

/** The stored form of a draft, bound to its booking. */
export function draftJson(bookingId: string, values: unknown): string {
  return JSON.stringify({ bookingId, values });
}
