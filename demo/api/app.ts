// TEMPORARY STUB written by the lead engineer so the demo server can start before the reference
// API exists. The reference-API helper owns this file: overwrite it freely.
import { Hono } from 'hono';
export interface ReferenceApiOptions {
  dbPath?: string;
  seedFiles?: string[];
  controls?: boolean;
  now?: () => number;
  publicOrigin?: string;
}
export function createReferenceApi(_options?: ReferenceApiOptions) {
  const app = new Hono();
  app.all('*', (c) => c.text('Not found', 404));
  return { app, close() {} };
}
