import type { Context } from 'hono';
import type * as v from 'valibot';
import { validate, type RawQuery } from '../../shared/contract/index.ts';
import { badRequest } from './apiError.ts';

/** Validates with a contract schema; a violation is a 400 naming the field. */
export function parse<TSchema extends v.GenericSchema>(
  schema: TSchema,
  data: unknown,
): v.InferOutput<TSchema> {
  // valibot's object() accepts arrays (they are objects): `[]` is not an update of anything.
  if (Array.isArray(data) && expectsObject(schema))
    throw badRequest('Invalid value: expected object, received array');
  const result = validate(schema, data);
  if (!result.ok) throw badRequest(result.message);
  return result.value;
}

function expectsObject(schema: v.GenericSchema): boolean {
  const wrapped = (schema as { wrapped?: v.GenericSchema }).wrapped;
  return schema.type === 'object' || (wrapped !== undefined && expectsObject(wrapped));
}

/** The JSON body, or undefined when there is none (Cancel, Clear and Refresh may send nothing). */
export async function readBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest('Invalid JSON body');
  }
}

export function readQuery(c: Context): RawQuery {
  const query: RawQuery = {};
  for (const [name, values] of Object.entries(c.req.queries())) {
    query[name] = values.length === 1 ? values[0] : values;
  }
  return query;
}

export function lowerPath(url: string): string {
  return new URL(url).pathname.toLowerCase();
}
