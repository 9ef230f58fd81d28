import type { MiddlewareHandler } from 'hono';
import { lowerPath } from './http.ts';

/** A failure the test controls ask the API to simulate. */
interface Fault {
  /** Regular expression tested (case-insensitively) against the request path. */
  pattern: string;
  method?: string;
  status?: number;
  delayMs?: number;
  /** Destroy the connection instead of answering. */
  drop?: boolean;
  /** How many matching requests it hits; unlimited when missing. */
  times?: number;
  /** JSON body of the injected status; default `{ code: 0, message }` (a domain error). */
  body?: unknown;
  /** Plain-text body instead, as a gateway answers (no code at all). */
  text?: string;
}

export interface FaultList {
  faults: (Fault & { regex: RegExp })[];
}

export function faultInjection(
  list: FaultList,
): MiddlewareHandler<{ Bindings: { incoming?: { socket?: { destroy(): void } } } }> {
  return async (c, next) => {
    const path = lowerPath(c.req.url);
    const fault = list.faults.find(
      (candidate) =>
        candidate.regex.test(path) &&
        (!candidate.method || candidate.method.toUpperCase() === c.req.method) &&
        c.req.method !== 'OPTIONS',
    );
    if (!fault) return next();
    if (fault.times !== undefined && --fault.times <= 0)
      list.faults.splice(list.faults.indexOf(fault), 1);
    if (fault.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
    if (fault.drop) {
      c.env?.incoming?.socket?.destroy();
      return new Response(null, { status: 500 });
    }
    if (fault.status) {
      const status = fault.status as 500;
      if (fault.text !== undefined) return c.text(fault.text, status);
      return c.json(fault.body ?? { code: 0, message: `Injected fault ${fault.status}` }, status);
    }
    return next();
  };
}
