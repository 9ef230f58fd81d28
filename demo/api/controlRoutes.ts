import { Hono } from 'hono';
import * as v from 'valibot';
import { isoDateTime } from '../../shared/contract/index.ts';
import { instantMs } from '../../shared/time/apiTime.ts';
import { writeSeed } from '../seed/loadSeed.ts';
import { BookingNotFound } from './apiError.ts';
import { loadBooking } from './bookingStore.ts';
import { bookingView } from './bookingView.ts';
import { parse, readBody } from './http.ts';
import { staffAnswerInquiry } from './inquiryActions.ts';
import type { ApiState } from './state.ts';
import { loadVenue } from './venue.ts';
import type { SeedUnit } from '../seed/seedSchema.ts';
import { sendWaitListOffer } from './waitListActions.ts';
import { endPaymentLink, sendPaymentLink } from './staffPaymentLink.ts';

const ClockSchema = v.object({
  set: v.optional(v.union([isoDateTime, v.pipe(v.number(), v.integer())])),
  advanceMs: v.optional(v.pipe(v.number(), v.integer())),
});
const InquirySchema = v.object({
  guid: v.string(),
  action: v.picklist(['confirm', 'reject', 'propose', 'timeout']),
  proposedStart: v.optional(isoDateTime),
});
const OfferSchema = v.object({ guid: v.string(), startTime: isoDateTime });
const hours = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(24));
const RuleSchema = v.object({
  system: v.optional(v.string(), 'se_demo'),
  unitId: v.optional(v.pipe(v.number(), v.integer()), 1),
  ruleId: v.pipe(v.number(), v.integer()),
  lockPerTime: v.optional(v.boolean()),
  lockTime: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(7 * 24 * 60))),
  startTime: v.optional(hours),
});
const PaymentLinkSchema = v.object({
  guid: v.string(),
  action: v.picklist(['send', 'expire', 'inactivate']),
  amount: v.optional(v.pipe(v.number(), v.minValue(1), v.maxValue(1_000_000))),
  chargeType: v.optional(v.picklist(['manual', 'prepayment', 'noShow'])),
});
const FaultSchema = v.object({
  pattern: v.pipe(
    v.string(),
    v.check((source) => {
      try {
        new RegExp(source);
        return true;
      } catch {
        return false;
      }
    }, 'expected a regular expression'),
  ),
  method: v.optional(v.string()),
  // 200 with a body injects a malformed or oversized answer (test/security).
  status: v.optional(v.picklist([200, 500, 502, 503, 504])),
  delayMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(60_000))),
  drop: v.optional(v.boolean()),
  times: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  body: v.optional(v.unknown()),
  text: v.optional(v.string()),
});

/** Test controls under /demo/control/ (registered only when controls are on). */
export function controlRoutes(state: ApiState): Hono {
  const controls = new Hono();
  const staffBooking = (guid: string) => {
    const booking = loadBooking(state.db, guid);
    if (!booking) throw new BookingNotFound(guid);
    return {
      booking,
      venue: loadVenue(state.db, booking.system, booking.unitId, state.timeForm)!,
    };
  };

  // The API's clock, for demo pages whose clock follows it (demo/site/server-clock.js).
  controls.get('/demo/clock', (c) => {
    const now = state.clock.now();
    return c.json({ now: new Date(now).toISOString(), nowMs: now }, 200, {
      'cache-control': 'no-store',
    });
  });

  controls.post('/demo/control/clock', async (c) => {
    const body = parse(ClockSchema, (await readBody(c)) ?? {});
    // The clock is no venue's: a time without an offset is UTC.
    if (body.set !== undefined) state.clock.set(instantMs(body.set, 'UTC'));
    if (body.advanceMs !== undefined) state.clock.advance(body.advanceMs);
    return c.json({ now: new Date(state.clock.now()).toISOString() });
  });

  controls.post('/demo/control/inquiry', async (c) => {
    const body = parse(InquirySchema, await readBody(c));
    const { booking, venue } = staffBooking(body.guid);
    const answer = {
      action: body.action,
      ...(body.proposedStart
        ? { proposedStartMs: instantMs(body.proposedStart, venue.unit.timeZone) }
        : {}),
    };
    staffAnswerInquiry({ db: state.db, venue, now: state.clock.now() }, booking, answer);
    return c.json(bookingView(venue, booking, { withProposal: true }));
  });

  // A rule's lock settings (doc 2 §3 Web booking rule: lockPerTime, lockTime, startTime), so
  // the offer's day-start lock variant can be reached; reset restores the seed.
  controls.post('/demo/control/rule', async (c) => {
    const { system, unitId, ruleId, ...lock } = parse(RuleSchema, await readBody(c));
    const row = state.db
      .prepare('SELECT data FROM units WHERE lower(system) = lower(?) AND id = ?')
      .get(system, unitId) as { data: string } | undefined;
    const unit = row ? (JSON.parse(row.data) as SeedUnit) : undefined;
    const rule = unit?.rules.find((r) => r.id === ruleId);
    if (!unit || !rule)
      return c.json({ code: 0, message: `No rule ${ruleId} in ${system}/${unitId}` }, 404);
    Object.assign(rule, lock);
    state.db
      .prepare('UPDATE units SET data = ? WHERE lower(system) = lower(?) AND id = ?')
      .run(JSON.stringify(unit), system, unitId);
    return c.json(rule);
  });

  controls.post('/demo/control/waitlistoffer', async (c) => {
    const body = parse(OfferSchema, await readBody(c));
    const { booking, venue } = staffBooking(body.guid);
    sendWaitListOffer(
      { db: state.db, venue, now: state.clock.now() },
      booking,
      instantMs(body.startTime, venue.unit.timeZone),
    );
    return c.json(bookingView(venue, booking));
  });

  controls.post('/demo/control/paymentlink', async (c) => {
    const body = parse(PaymentLinkSchema, await readBody(c));
    const { booking, venue } = staffBooking(body.guid);
    const ctx = { db: state.db, venue, now: state.clock.now() };
    if (body.action === 'send') sendPaymentLink(ctx, booking, body);
    else endPaymentLink(ctx, booking, body.action);
    return c.json(bookingView(venue, booking));
  });

  controls.post('/demo/control/faults', async (c) => {
    const body = parse(FaultSchema, await readBody(c));
    state.faults.faults.push({ ...body, regex: new RegExp(body.pattern, 'i') });
    return c.json({ faults: state.faults.faults.map(({ regex: _regex, ...fault }) => fault) });
  });

  controls.post('/demo/control/faults/clear', (c) => {
    state.faults.faults.length = 0;
    return c.json({ faults: [] });
  });

  controls.post('/demo/control/reset', (c) => {
    writeSeed(state.db, state.seed, state.clock.now());
    state.faults.faults.length = 0;
    state.guesses.clear();
    return c.json({ ok: true, now: new Date(state.clock.now()).toISOString() });
  });

  return controls;
}
