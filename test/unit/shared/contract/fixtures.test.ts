import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { validate } from '../../../../shared/contract/index.ts';
import { fixtureCatalog } from '../../../fixtures/catalog.ts';

const fixtureDir = join(dirname(fileURLToPath(import.meta.url)), '../../../fixtures');
// Query schemas coerce strings to numbers and booleans, so only bodies are idempotent.
const bodyCases = fixtureCatalog
  .filter((entry) => !entry.name.endsWith('.query'))
  .map((entry) => [`DESIGN §3, ${entry.source}: ${entry.name}`, entry] as const);
const cases = fixtureCatalog.map(
  (entry) => [`DESIGN §3, ${entry.source}: ${entry.name}`, entry] as const,
);

function withExtraField(data: unknown): unknown {
  const copy: unknown = structuredClone(data);
  const target: unknown = Array.isArray(copy) ? copy[0] : copy;
  if (typeof target === 'object' && target !== null) {
    (target as Record<string, unknown>)['futureField'] = 'added by a newer API';
  }
  return copy;
}

describe('contract fixtures', () => {
  it('DESIGN §3: every fixture file is in the catalog', () => {
    const files = readdirSync(fixtureDir).filter((file) => file.endsWith('.json'));
    expect(files.map((file) => file.slice(0, -5)).sort()).toEqual(
      fixtureCatalog.map((entry) => entry.name).sort(),
    );
  });

  it.each(cases)('%s parses with its schema', (_name, { schema, data }) => {
    const result = validate(schema, data);
    expect(result.ok ? 'ok' : result.message).toBe('ok');
  });

  it.each(bodyCases)('%s: parsed output parses again to itself', (_name, { schema, data }) => {
    // The reference API builds answers in the output shape; they must stay valid input.
    const once = v.parse(schema, data);
    expect(v.parse(schema, JSON.parse(JSON.stringify(once)))).toEqual(once);
  });

  it.each(cases)(
    '%s: parsed output is plain data (no Date, no class)',
    (_name, { schema, data }) => {
      // What the widget stores and posts is the parsed value, so it must survive both copies.
      const parsed = v.parse(schema, data);
      expect(structuredClone(parsed)).toStrictEqual(parsed);
      expect(JSON.parse(JSON.stringify(parsed))).toStrictEqual(parsed);
    },
  );

  it.each(cases)('%s tolerates an unknown extra field and strips it', (_name, { schema, data }) => {
    const result = validate(schema, withExtraField(data));
    expect(result.ok).toBe(true);
    expect(JSON.stringify(result.ok ? result.value : null)).not.toContain('futureField');
  });
});
