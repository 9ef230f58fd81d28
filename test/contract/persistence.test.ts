// DESIGN §4: the reference API seeds only an empty database, so a crash or a restart loses no
// booking, charge or idempotency key. The server runs as its own process on a file, is killed
// with SIGKILL (no chance to close anything) and started again on the same file.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { AvailableTimesSchema, BookingSchema } from '../../shared/contract/index.ts';
import { BookingStatus } from '../../shared/enums.ts';
import { contact, expectValid } from './referenceApi.ts';

const dir = mkdtempSync(join(tmpdir(), 'bw-persist-'));
const dbFile = join(dir, 'demo.db');
const children = new Set<ChildProcess>();
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

interface Server {
  child: ChildProcess;
  api: string;
  origin: string;
}

async function startServer(): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'demo/server.ts'], {
    env: { ...process.env, PORT: '0', DEMO_DB: dbFile, DEMO_CONTROLS: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  const api = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (data: Buffer) => {
      out += String(data);
      const match = /Booking API:\s+(\S+)/.exec(out);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`server exited early with ${code}`)));
  });
  return { child, api, origin: new URL(api).origin };
}

const exitOf = (child: ChildProcess) =>
  new Promise<NodeJS.Signals | number | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? code)),
  );

async function call(server: Server, method: string, path: string, body?: unknown) {
  const response = await fetch(`${server.api}/${path}`, {
    method,
    headers: {
      system: 'se_demo',
      'content-type': 'application/json',
      'Idempotency-Key': crypto.randomUUID(),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as any };
}

/** Bookable starts of a rule in the coming weeks, by the real clock the server runs on. */
async function freeStarts(server: Server, ruleId: number, guests: number, count: number) {
  const starts: { date: string; start: string }[] = [];
  for (let day = 1; day < 60 && starts.length < count; day++) {
    const date = new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10);
    const answer = await call(server, 'GET', `WebBooking/availableTimes?date=${date}&unitId=1`);
    const [unit] = expectValid(AvailableTimesSchema, answer.json);
    const set = unit?.sections.flatMap((s) => s.timeSets).find((t) => t.id === ruleId);
    // One start a day: two on one day could share the table.
    const time = set?.times.find((candidate) => candidate.availableSeats.includes(guests));
    if (time) starts.push({ date, start: time.start });
  }
  expect(starts).toHaveLength(count);
  return starts;
}

async function payAtTerminal(server: Server, guid: string) {
  const terminal = await call(server, 'POST', `WebBooking/WebBookings/${guid}/PaymentTerminal`, {
    terminalReturnUrl: 'https://venue.example/se_demo/1/payment-confirmation',
    payMethod: 0,
    contact,
  });
  expect(terminal.status).toBe(200);
  const url = new URL(terminal.json.url);
  const html = await (await fetch(url)).text();
  const field = (name: string) =>
    html.match(new RegExp(`name="${name}" value="([^"]*)"`))![1]!.replaceAll('&amp;', '&');
  const paid = await fetch(new URL('/demo/terminal', url), {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({
      chargeId: field('chargeId'),
      returnUrl: field('returnUrl'),
      amount: field('amount'),
      choice: 'pay',
    }),
  });
  expect(paid.status).toBe(303);
  return field('chargeId');
}

describe('DESIGN §4 the reference API keeps its data across kill -9 and restarts', () => {
  it('every booking, paid amount and idempotency key is read back after SIGKILL and SIGTERM', async () => {
    let server = await startServer();
    const known = new Map<string, { status: number; paid: number; guests: number }>();

    // Finalized bookings without payment.
    for (const { date, start } of await freeStarts(server, 2, 2, 6)) {
      const created = await call(server, 'POST', 'WebBooking/WebBookings', {
        unitId: 1,
        guests: 2,
        date,
        times: [{ ruleId: 2, start }],
      });
      expect(created.json).toMatchObject({ guid: expect.any(String) });
      const done = await call(
        server,
        'POST',
        `WebBooking/WebBookings/${created.json.guid}/Finalize`,
        {
          contact,
        },
      );
      expect(done.status).toBe(200);
      known.set(created.json.guid, { status: BookingStatus.Web, paid: 0, guests: 2 });
    }
    // Prepaid bookings through the terminal; the last one's return comes after the crash.
    const prepaid = await freeStarts(server, 5, 2, 6);
    let captured: { guid: string; chargeId: string } | null = null;
    for (const [index, { date, start }] of prepaid.entries()) {
      const created = await call(server, 'POST', 'WebBooking/WebBookings', {
        unitId: 1,
        guests: 2,
        date,
        times: [{ ruleId: 5, start }],
      });
      expect(created.status).toBe(201);
      const chargeId = await payAtTerminal(server, created.json.guid);
      if (index === prepaid.length - 1) {
        captured = { guid: created.json.guid, chargeId };
        continue;
      }
      const back = await call(
        server,
        'POST',
        `WebBooking/WebBookings/${created.json.guid}/BackFromPaymentTerminal`,
        { bookingChargeId: chargeId, startTime: null },
      );
      expect(back.json.success).toBe(true);
      known.set(created.json.guid, { status: BookingStatus.Web, paid: 1790, guests: 2 });
    }
    // An idempotent creation whose answer the guest never saw.
    const key = crypto.randomUUID();
    const [repeat] = await freeStarts(server, 2, 4, 1);
    const create = () =>
      fetch(`${server.api}/WebBooking/WebBookings`, {
        method: 'POST',
        headers: { system: 'se_demo', 'content-type': 'application/json', 'Idempotency-Key': key },
        body: JSON.stringify({
          unitId: 1,
          guests: 4,
          date: repeat!.date,
          times: [{ ruleId: 2, start: repeat!.start }],
        }),
      });
    const first = (await (await create()).json()) as { guid: string };

    // kill -9: no signal handler runs, nothing is closed.
    const killed = exitOf(server.child);
    server.child.kill('SIGKILL');
    expect(await killed).toBe('SIGKILL');
    server = await startServer();

    for (const [guid, expected] of known) {
      const answer = await call(server, 'GET', `WebBooking/WebBookings/${guid}`);
      expect(answer.status).toBe(200);
      expect(expectValid(BookingSchema, answer.json)).toMatchObject({
        status: expected.status,
        chargePayedAmount: expected.paid,
        guests: expected.guests,
      });
    }
    const replay = await create();
    expect(replay.headers.get('Idempotency-Replayed')).toBe('true');
    expect(((await replay.json()) as { guid: string }).guid).toBe(first.guid);
    // The capture recorded before the crash is credited by the return after it.
    const back = await call(
      server,
      'POST',
      `WebBooking/WebBookings/${captured!.guid}/BackFromPaymentTerminal`,
      { bookingChargeId: captured!.chargeId, startTime: null },
    );
    expect(back.json).toMatchObject({ success: true });
    expect(back.json.booking).toMatchObject({ status: BookingStatus.Web, chargePayedAmount: 1790 });
    known.set(captured!.guid, { status: BookingStatus.Web, paid: 1790, guests: 2 });

    // SIGTERM closes cleanly (exit 0), and the next start still has everything.
    const stopped = exitOf(server.child);
    server.child.kill('SIGTERM');
    expect(await stopped).toBe(0);
    server = await startServer();
    for (const [guid, expected] of known) {
      const answer = await call(server, 'GET', `WebBooking/WebBookings/${guid}`);
      expect(answer.json).toMatchObject({ chargePayedAmount: expected.paid });
    }
    expect(known.size).toBe(12);
    server.child.kill('SIGKILL');
  }, 60_000);
});
