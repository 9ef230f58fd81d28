import { Hono, type Context } from 'hono';
import {
  AcceptWaitListOfferRequestSchema,
  ArticleStocksQuerySchema,
  AvailableTimesQuerySchema,
  BackFromTerminalRequestSchema,
  BookingQuerySchema,
  CancelRequestSchema,
  ClearRequestSchema,
  CreateBookingRequestSchema,
  DayStatesQuerySchema,
  EditBookingRequestSchema,
  FinalizeRequestSchema,
  MenuRespondRequestSchema,
  MenusUpdateRequestSchema,
  PaymentTerminalRequestSchema,
  ProposalRespondRequestSchema,
  RefreshRequestSchema,
  UpdateBookingRequestSchema,
} from '../../shared/contract/index.ts';
import * as v from 'valibot';
import { getConnInfo } from '@hono/node-server/conninfo';
import { badRequest, BookingNotFound, TooManyGuesses, UnitNotFound } from './apiError.ts';
import type { ActionContext } from './actionContext.ts';
import { createBooking, finalizeBooking, updateBooking } from './bookingActions.ts';
import { cancelBooking, clearBooking, editBooking, refreshBooking } from './bookingLifecycle.ts';
import { loadBooking, type BookingRow } from './bookingStore.ts';
import { bookingView } from './bookingView.ts';
import { parse, readBody, readQuery } from './http.ts';
import { respondToProposal } from './inquiryActions.ts';
import { setMenuQuantities } from './menuActions.ts';
import { backFromTerminal, startPayment } from './paymentActions.ts';
import type { ApiState } from './state.ts';
import type { Venue } from './venue.ts';
import { checkDayStatesRange } from './limits.ts';
import { availableTimesAnswer, dayStatesAnswer, type Answer } from './availabilityAnswers.ts';
import { encodedBody } from './availabilityCache.ts';
import { articleStocksOf, settingsOf } from './venueQueries.ts';
import { acceptWaitListOffer } from './waitListActions.ts';

// The contract's create body names no unit: the widget may send it in the body or the query,
// and otherwise the unit is found from the rule ids (unique within a system in the seed).
const CreateWithUnitSchema = v.object({
  ...CreateBookingRequestSchema.entries,
  unitId: v.optional(v.pipe(v.number(), v.integer('expected an integer'))),
});

const positiveIntParam = /^\d+$/;

/** The client's address; requests made in-process (tests calling app.request) share one. */
function clientOf(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'local';
  } catch {
    return 'local';
  }
}

/** What every route reads a request with: the system, the venue, the booking, the answer. */
function helpersOf(state: ApiState) {
  const system = (c: Context) => c.req.header('system') ?? '';
  const ctx = (venue: Venue): ActionContext => ({ db: state.db, venue, now: state.clock.now() });
  const venueById = (c: Context, unitId: string | number): Venue => {
    const id = Number(unitId);
    const venue = Number.isInteger(id)
      ? state.availability.venue(system(c), id, state.timeForm)
      : null;
    if (!venue) throw new UnitNotFound();
    return venue;
  };
  const booked = (c: Context): { booking: BookingRow; venue: Venue } => {
    const guid = c.req.param('guid') ?? '';
    const client = clientOf(c);
    const wait = state.guesses.retryAfter(client);
    if (wait > 0) throw new TooManyGuesses(wait);
    const booking = loadBooking(state.db, guid);
    const mismatch = booking && booking.system.toLowerCase() !== system(c).toLowerCase();
    if (!booking || mismatch) state.guesses.miss(client);
    if (!booking) throw new BookingNotFound(guid);
    if (mismatch) throw new UnitNotFound();
    return { booking, venue: venueById(c, booking.unitId) };
  };
  const answer = (c: Context, venue: Venue, booking: BookingRow, status: 200 | 201 = 200) =>
    c.json(bookingView(venue, booking), status);
  const origin = (c: Context) => state.publicOrigin ?? new URL(c.req.url).origin;
  return { system, ctx, venueById, booked, answer, origin };
}

type Helpers = ReturnType<typeof helpersOf>;

/**
 * An availability answer (issue 51): its ETag answers a matching If-None-Match with 304, it is
 * compressed as the request accepts (once per answer), and X-Cache tells a kept answer (hit)
 * from one that computed any part (miss), for `npm run load`. no-cache: a browser keeps the
 * answer but asks again every time, so a booked table is never offered from its cache.
 */
function send(c: Context, { body, kept }: Answer): Response {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    etag: body.etag,
    'cache-control': 'no-cache',
    vary: 'system, accept-encoding',
    'x-cache': kept ? 'hit' : 'miss',
  };
  const asked = c.req.header('if-none-match');
  if (asked?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === body.etag)) {
    return c.body(null, 304, headers);
  }
  const { encoding, bytes } = encodedBody(body, c.req.header('accept-encoding'));
  if (encoding) headers['content-encoding'] = encoding;
  return c.body(typeof bytes === 'string' ? bytes : new Uint8Array(bytes), 200, headers);
}

/** The venue's settings and availability (doc 1 §7). */
function venueRoutes(api: Hono, state: ApiState, { system, venueById, origin }: Helpers) {
  api.get('/booking/externalbookingsettings/:unitId', (c) => {
    if (!positiveIntParam.test(c.req.param('unitId'))) throw new UnitNotFound();
    return c.json(settingsOf(venueById(c, c.req.param('unitId')), origin(c)));
  });

  api.get('/webbooking/daystates', (c) => {
    const query = parse(DayStatesQuerySchema, readQuery(c));
    const venue = venueById(c, query.unitId);
    const now = state.clock.now();
    checkDayStatesRange(venue, query.fromDate, now);
    return send(c, dayStatesAnswer(state.db, state.availability, venue, query, now));
  });

  api.get('/webbooking/availabletimes', (c) => {
    const query = parse(AvailableTimesQuerySchema, readQuery(c));
    const venue = venueById(c, query.unitId);
    const now = state.clock.now();
    return send(
      c,
      availableTimesAnswer(state.db, state.availability, venue, query, now, origin(c)),
    );
  });

  api.get('/webbooking/webbookings/articlestocks', (c) => {
    const query = parse(ArticleStocksQuerySchema, readQuery(c));
    const units = state.db
      .prepare('SELECT id FROM units WHERE lower(system) = lower(?)')
      .all(system(c)) as { id: number }[];
    if (units.length === 0) throw new UnitNotFound();
    const venues = units.map((unit) => venueById(c, unit.id));
    return c.json(articleStocksOf(state.db, venues, query));
  });
}

/** The booking's own calls (doc 1 §7, doc 2 §7). */
function bookingRoutes(api: Hono, state: ApiState, helpers: Helpers) {
  const { system, ctx, venueById, booked, answer, origin } = helpers;
  api.post('/webbooking/webbookings', async (c) => {
    const body = parse(CreateWithUnitSchema, await readBody(c));
    const queryUnit = c.req.query('unitId');
    let unitId = body.unitId ?? (queryUnit !== undefined ? Number(queryUnit) : undefined);
    if (unitId === undefined) {
      const row = state.db
        .prepare('SELECT unit_id AS unitId FROM rules WHERE lower(system) = lower(?) AND id = ?')
        .get(system(c), body.times[0]!.ruleId) as { unitId: number } | undefined;
      if (!row)
        throw badRequest('unitId: required (no unit has rule ' + body.times[0]!.ruleId + ')');
      unitId = row.unitId;
    }
    const venue = venueById(c, unitId);
    return answer(c, venue, createBooking(ctx(venue), body), 201);
  });

  api.get('/webbooking/webbookings/:guid', (c) => {
    const query = parse(BookingQuerySchema, readQuery(c));
    const { booking, venue } = booked(c);
    return c.json(bookingView(venue, booking, { withProposal: query.includeInquiryProposalDiff }));
  });

  api.put('/webbooking/webbookings/:guid', async (c) => {
    const body = parse(UpdateBookingRequestSchema, await readBody(c));
    const { booking, venue } = booked(c);
    return answer(c, venue, updateBooking(ctx(venue), booking, body));
  });

  const post = (
    name: string,
    schema: v.GenericSchema,
    act: (
      context: ActionContext,
      booking: BookingRow,
      body: never,
      c: Context,
    ) => BookingRow | Response,
  ) =>
    api.post(`/webbooking/webbookings/:guid/${name}`, async (c) => {
      const body = parse(schema, await readBody(c)) as never;
      const { booking, venue } = booked(c);
      const result = act(ctx(venue), booking, body, c);
      return result instanceof Response ? result : answer(c, venue, result);
    });

  post('finalize', FinalizeRequestSchema, finalizeBooking);
  post('cancel', CancelRequestSchema, (context, booking) => cancelBooking(context, booking));
  post('clear', ClearRequestSchema, (context, booking) => clearBooking(context, booking));
  post('refresh', RefreshRequestSchema, (context, booking) => refreshBooking(context, booking));
  post('acceptwaitlistoffer', AcceptWaitListOfferRequestSchema, acceptWaitListOffer);
  post('inquiryproposalrespond', ProposalRespondRequestSchema, respondToProposal);
  post('paymentterminal', PaymentTerminalRequestSchema, (context, booking, body, c) =>
    c.json(startPayment(context, booking, body, origin(c))),
  );
  post('backfrompaymentterminal', BackFromTerminalRequestSchema, (context, booking, body, c) => {
    const result = backFromTerminal(context, booking, body);
    const fresh = loadBooking(state.db, booking.guid)!;
    return c.json({ ...result, booking: bookingView(context.venue, fresh) });
  });

  api.put('/webbooking/webbookings/:guid/edit', async (c) => {
    const body = parse(EditBookingRequestSchema, await readBody(c));
    const { booking, venue } = booked(c);
    return answer(c, venue, editBooking(ctx(venue), booking, body));
  });

  api.put('/webbooking/webbookings/:guid/menus', async (c) => {
    const body = parse(MenusUpdateRequestSchema, await readBody(c));
    const { booking, venue } = booked(c);
    return answer(
      c,
      venue,
      setMenuQuantities(ctx(venue), booking, body.publicId, body.groups, false),
    );
  });
}

/** Routes under /api/v1, with lower-case patterns (the app lower-cases paths before routing). */
export function apiRoutes(state: ApiState): Hono {
  const api = new Hono();
  const helpers = helpersOf(state);
  const { system, ctx, venueById, answer } = helpers;
  venueRoutes(api, state, helpers);
  bookingRoutes(api, state, helpers);

  api.post('/bookingmenu/bookingmenusexternal/respond', async (c) => {
    const [response] = parse(MenuRespondRequestSchema, await readBody(c));
    const booking = loadBooking(state.db, response!.bookingGuid);
    if (!booking) throw new BookingNotFound(response!.bookingGuid);
    if (booking.system.toLowerCase() !== system(c).toLowerCase()) throw new UnitNotFound();
    const venue = venueById(c, booking.unitId);
    return answer(
      c,
      venue,
      setMenuQuantities(ctx(venue), booking, response!.publicId, response!.groups, true),
    );
  });

  return api;
}
