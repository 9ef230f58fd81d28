import type { MiddlewareHandler } from 'hono';
import type { Db } from '../db/openDatabase.ts';
import type { Clock } from './clock.ts';
import { lowerPath } from './http.ts';

const WINDOW_MS = 24 * 3_600_000;

/**
 * Answers a repeated Idempotency-Key (same method and path, within 24 h by the clock) with the
 * first answer. Requests with the same key wait for each other, so concurrent repeats act once.
 */
export function idempotency(db: Db, clock: Clock): MiddlewareHandler {
  const inFlight = new Map<string, Promise<void>>();
  return async (c, next) => {
    const key = c.req.header('idempotency-key');
    if (!key || (c.req.method !== 'POST' && c.req.method !== 'PUT')) return next();
    const path = lowerPath(c.req.url);
    const id = `${c.req.method} ${path} ${key}`;
    while (inFlight.has(id)) await inFlight.get(id);
    const now = clock.now();
    db.prepare('DELETE FROM idempotency_keys WHERE created_ms <= ?').run(now - WINDOW_MS);
    const stored = db
      .prepare(
        'SELECT status, content_type AS contentType, body FROM idempotency_keys WHERE key = ? AND method = ? AND path = ?',
      )
      .get(key, c.req.method, path) as
      { status: number; contentType: string; body: string } | undefined;
    if (stored) {
      return new Response(stored.body, {
        status: stored.status,
        headers: { 'content-type': stored.contentType, 'idempotency-replayed': 'true' },
      });
    }
    let release = () => {};
    inFlight.set(id, new Promise((resolve) => (release = resolve)));
    try {
      await next();
      // Server failures are not remembered: a retry with the same key may still succeed.
      if (c.res.status < 500) {
        const body = await c.res.clone().text();
        db.prepare(
          'INSERT OR REPLACE INTO idempotency_keys (key, method, path, status, content_type, body, created_ms) VALUES (?, ?, ?, ?, ?, ?, ?)',
        ).run(
          key,
          c.req.method,
          path,
          c.res.status,
          c.res.headers.get('content-type') ?? 'application/json',
          body,
          now,
        );
      }
    } finally {
      inFlight.delete(id);
      release();
    }
  };
}
