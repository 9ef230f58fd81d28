import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { expect } from 'vitest';
import type * as v from 'valibot';
import { validate } from '../../shared/contract/index.ts';
import { createReferenceApi, type ReferenceApiOptions } from '../../demo/api/app.ts';

/** Tuesday 8 January 2030, 08:00 in Stockholm: seed day offsets land on known weekdays. */
export const NOW = Date.parse('2030-01-08T07:00:00Z');
export const TODAY = '2030-01-08';
export const FULLY_BOOKED_DAY = '2030-01-11'; // offset 3
export const WAIT_LIST_DAY = '2030-01-12'; // offset 4
export const CLOSED_DAY = '2030-01-17'; // offset 9
export const MONDAY = '2030-01-14';
export const OPEN_DAY = '2030-01-10';

export interface RunningApi {
  base: string;
  origin: string;
  call(method: string, path: string, options?: CallOptions): Promise<Answer>;
  close(): Promise<void>;
}

interface CallOptions {
  body?: unknown;
  system?: string | null;
  headers?: Record<string, string>;
}

interface Answer {
  status: number;
  headers: Headers;
  text: string;
  json: any;
}

/** Starts the reference API on a free 127.0.0.1 port with a frozen clock and an in-memory DB. */
export async function startApi(options: ReferenceApiOptions = {}): Promise<RunningApi> {
  const { app, close } = createReferenceApi({
    dbPath: ':memory:',
    controls: true,
    now: () => NOW,
    ...options,
  });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
      resolve(started),
    );
  });
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const base = `${origin}/api/v1`;
  return {
    base,
    origin,
    async call(method, path, { body, system = 'se_demo', headers = {} } = {}) {
      const url = path.startsWith('http')
        ? path
        : path.startsWith('/')
          ? `${origin}${path}`
          : `${base}/${path}`;
      const response = await fetch(url, {
        method,
        headers: {
          ...(system === null ? {} : { system }),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        json = null;
      }
      return { status: response.status, headers: response.headers, text, json };
    },
    async close() {
      if ('closeAllConnections' in server) server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      close();
    },
  };
}

/** Asserts that an answer conforms to a contract schema and returns the parsed value. */
export function expectValid<TSchema extends v.GenericSchema>(
  schema: TSchema,
  data: unknown,
): v.InferOutput<TSchema> {
  const result = validate(schema, data);
  if (!result.ok) expect.fail(`answer does not match the contract: ${result.message}`);
  return result.value;
}

/** Stockholm wall-clock time on a date as the UTC ISO string the API uses (winter: UTC+1). */
export function stockholm(date: string, hhmm: string): string {
  const [hour = 0, minute = 0] = hhmm.split(':').map(Number);
  return new Date(
    Date.UTC(
      Number(date.slice(0, 4)),
      Number(date.slice(5, 7)) - 1,
      Number(date.slice(8, 10)),
      hour - 1,
      minute,
    ),
  ).toISOString();
}

export const contact = {
  fname: 'Anna',
  lname: 'Svensson',
  email: 'anna@example.com',
  mobile: '+46701234567',
  newsletter: false,
};
