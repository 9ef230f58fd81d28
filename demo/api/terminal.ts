import { Hono } from 'hono';
import { BookingStatus, ChargeType, PaymentErrorName } from '../../shared/enums.ts';
import { loadBooking, type BookingRow } from './bookingStore.ts';
import { recordTerminalResult, type TerminalResult } from './paymentActions.ts';
import type { ApiState } from './state.ts';
import { loadVenue } from './venue.ts';

const choices = {
  pay: { label: 'Pay', result: null },
  cancel: { label: 'Cancel', result: PaymentErrorName.PaymentCanceled },
  declined: { label: 'Fail: card declined', result: PaymentErrorName.ProcessFailed },
  authFailed: { label: 'Fail: authorisation failed', result: PaymentErrorName.AuthFailed },
  doubleBooking: { label: 'Fail: double booking', result: PaymentErrorName.DoubleBookingException },
} as const;
type Choice = keyof typeof choices;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function bookingByCharge(state: ApiState, chargeId: string): BookingRow | null {
  const row = state.db
    .prepare("SELECT guid FROM bookings WHERE json_extract(data, '$.charge.id') = ?")
    .get(chargeId) as { guid: string } | undefined;
  return row ? loadBooking(state.db, row.guid) : null;
}

function page(title: string, body: string, status = 200): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1b1b1b}
button{display:block;width:100%;margin:.5rem 0;padding:.75rem;font-size:1rem;border-radius:.5rem;border:1px solid #555;background:#fff;cursor:pointer}
button[value=pay]{background:#1f6f43;color:#fff;border-color:#1f6f43}button:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}</style></head>
<body><main>${body}</main></body></html>`;
  return new Response(html, { status, headers: { 'content-type': 'text/html; charset=utf-8' } });
}

/** The simulated payment terminal: GET shows the charge, POST records the guest's choice. */
export function terminalRoutes(state: ApiState): Hono {
  const terminal = new Hono();
  terminal.get('/demo/terminal', (c) => {
    const chargeId = c.req.query('chargeId') ?? '';
    const returnUrl = c.req.query('returnUrl') ?? '';
    const booking = bookingByCharge(state, chargeId);
    const charge = booking?.data.charge;
    if (!booking || !charge)
      return page(
        'Unknown payment',
        '<h1>Unknown payment</h1><p>This payment does not exist.</p>',
        404,
      );
    const venue = loadVenue(state.db, booking.system, booking.unitId, state.timeForm)!;
    const registration = charge.type === ChargeType.NoShow;
    const amount = new Intl.NumberFormat('en', {
      style: 'currency',
      currency: venue.unit.currency,
    }).format(charge.amount);
    const expired = charge.linkExpiresMs !== null && state.clock.now() > charge.linkExpiresMs;
    const buttons = (Object.keys(choices) as Choice[])
      .map(
        (choice) =>
          `<button type="submit" name="choice" value="${choice}">${escapeHtml(choices[choice].label)}</button>`,
      )
      .join('\n');
    return page(
      'Demo payment terminal',
      `<h1>Demo payment terminal</h1>
<p>${escapeHtml(venue.unit.name)}, booking ${booking.number}</p>
<p>${registration ? 'Register a card for a no-show fee of' : 'Amount to pay'}: <strong>${escapeHtml(amount)}</strong></p>
${expired ? '<p role="alert">This payment link has expired.</p>' : ''}
<form method="post" action="/demo/terminal" aria-label="Payment choices">
<input type="hidden" name="chargeId" value="${escapeHtml(chargeId)}">
<input type="hidden" name="returnUrl" value="${escapeHtml(returnUrl)}">
<input type="hidden" name="amount" value="${charge.amount}">
${buttons}
</form>
<p><small>No money moves: this page only simulates a payment provider.</small></p>`,
    );
  });

  terminal.post('/demo/terminal', async (c) => {
    const form = await c.req.parseBody();
    const chargeId = String(form.chargeId ?? '');
    const choice = String(form.choice ?? '') as Choice;
    const booking = bookingByCharge(state, chargeId);
    const charge = booking?.data.charge;
    let returnUrl: URL;
    try {
      returnUrl = new URL(String(form.returnUrl ?? ''));
      if (!/^https?:$/.test(returnUrl.protocol)) throw new Error('scheme');
    } catch {
      return page('Bad return address', '<h1>The return address is not valid</h1>', 400);
    }
    if (!(choice in choices)) return page('Unknown payment', '<h1>Unknown payment</h1>', 400);
    // The booking changed after this page opened (a new amount is a new charge): the session
    // is void, nothing is taken, and the guest goes back to pay what is due now.
    if (
      !booking ||
      !charge ||
      (form.amount !== undefined && String(form.amount) !== String(charge.amount))
    ) {
      returnUrl.searchParams.set('ChargeId', chargeId);
      returnUrl.searchParams.set('Captured', 'false');
      return page(
        'Payment no longer valid',
        `<h1>This payment is no longer valid</h1>
<p>The booking changed after this page opened. Nothing was charged.</p>
<p><a href="${escapeHtml(returnUrl.toString())}">Back to the booking</a></p>`,
        409,
      );
    }
    const now = state.clock.now();
    const expired = charge.linkExpiresMs !== null && now > charge.linkExpiresMs;
    const registration = charge.type === ChargeType.NoShow;
    let result: TerminalResult = choices[choice].result ?? (registration ? 'registered' : 'paid');
    if (registration && choice === 'declined') result = PaymentErrorName.RegistrationFailed;
    if (expired || booking.status === BookingStatus.Canceled) result = PaymentErrorName.Expired;
    recordTerminalResult({ db: state.db, now }, chargeId, booking.guid, result, charge.amount);
    returnUrl.searchParams.set('ChargeId', chargeId);
    returnUrl.searchParams.set('Captured', String(result === 'paid'));
    return c.redirect(returnUrl.toString(), 303);
  });
  return terminal;
}
