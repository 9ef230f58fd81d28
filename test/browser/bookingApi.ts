import { expect } from 'vitest';

/** Stockholm wall clock on a December 2026 date (UTC+1) as the API's UTC ISO string. */
export const stockholm = (date: string, hhmm: string) =>
  new Date(`${date}T${hhmm}:00+01:00`).toISOString();

/** The guest the booking-page tests book as. */
export const contact = {
  fname: 'Anna',
  lname: 'Svensson',
  email: 'anna@example.com',
  mobile: '+46701234567',
  newsletter: false,
};

/**
 * The reference API's booking calls as the booking-page tests make them, on the demo venue
 * (se_demo, unit 1, two guests): `extra` adds to or replaces the creation's body. `serverUrl`
 * is asked for at each call: the harness starts after the test file loads.
 */
export function bookingApi(serverUrl: () => string) {
  async function call(method: string, path: string, body?: unknown): Promise<any> {
    const res = await fetch(`${serverUrl()}/api/v1/${path}`, {
      method,
      headers: { system: 'se_demo', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, json: await res.json().catch(() => null) };
  }
  const create = (ruleId: number, date: string, hhmm: string, extra: object = {}) =>
    call('POST', 'WebBooking/WebBookings', {
      unitId: 1,
      guests: 2,
      date,
      times: [{ ruleId, start: stockholm(date, hhmm) }],
      ...extra,
    });
  /** A finalized booking in English, as the guest's link opens it. */
  async function booked(ruleId: number, date: string, hhmm: string, extra: object = {}) {
    const created = await create(ruleId, date, hhmm, extra);
    expect(created.status).toBe(201);
    const guid = created.json.guid as string;
    const done = await call('POST', `WebBooking/WebBookings/${guid}/Finalize`, {
      contact,
      lang: 'en',
    });
    expect(done.status).toBe(200);
    return guid;
  }
  /** Holds every table of the rule at that time (a full evening); the held bookings' guids. */
  async function fillTime(ruleId: number, date: string, hhmm: string): Promise<string[]> {
    const taken: string[] = [];
    for (;;) {
      const answer = await create(ruleId, date, hhmm);
      if (answer.status !== 201) return taken;
      taken.push(answer.json.guid);
    }
  }
  return { call, create, booked, fillTime };
}
