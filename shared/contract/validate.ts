import * as v from 'valibot';

/** One problem found in a payload: where it is and what is wrong, in plain words. */
interface ValidationProblem {
  /** Path of the offending field, e.g. `contact.email` or `times[1].start`; '' is the root. */
  field: string;
  /** e.g. `Invalid field "times[1].start": expected an ISO 8601 date-time, received "18:00"`. */
  message: string;
}

export type ValidationResult<T> =
  { ok: true; value: T } | ({ ok: false; issues: ValidationProblem[] } & ValidationProblem);

type Issue = v.BaseIssue<unknown>;

function fieldPath(issue: Issue): string {
  let path = '';
  for (const item of issue.path ?? []) {
    const key: unknown = item.key;
    if (typeof key === 'number') path += `[${key}]`;
    else path += path === '' ? String(key) : `.${String(key)}`;
  }
  return path;
}

function describe(input: unknown): string {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'array';
  return typeof input;
}

function shorten(text: string): string {
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

// Enumerations and literals show the value (a status of 3 is "a number" but the wrong one).
const VALUE_TYPES = new Set(['picklist', 'literal', 'enum']);

function explain(issue: Issue, field: string): string {
  const where = field === '' ? 'Invalid value' : `Invalid field "${field}"`;
  if (issue.kind === 'schema' && issue.type === 'object' && issue.input === undefined && field) {
    return `${where}: required field is missing`;
  }
  if (issue.kind === 'schema') {
    const received = VALUE_TYPES.has(issue.type) ? issue.received : describe(issue.input);
    const expected = (issue.expected ?? issue.type).replace(/^(Object|Array)$/, (t) =>
      t.toLowerCase(),
    );
    return `${where}: expected ${expected}, received ${received}`;
  }
  // A check forwarded from an object to one of its fields sees the whole object as input.
  const last = issue.path?.at(-1);
  const forwarded = last !== undefined && last.value !== issue.input;
  const received = forwarded ? shorten(JSON.stringify(last.value) ?? 'undefined') : issue.received;
  return `${where}: ${issue.message}, received ${received}`;
}

/**
 * Checks `data` against a contract schema (DESIGN §3). On success `value` is the parsed output
 * (unknown fields stripped, defaults filled in); on failure the first problem is given as
 * `field`/`message` and every problem in `issues`.
 */
export function validate<TSchema extends v.GenericSchema>(
  schema: TSchema,
  data: unknown,
): ValidationResult<v.InferOutput<TSchema>> {
  const result = v.safeParse(schema, data);
  if (result.success) return { ok: true, value: result.output };
  const issues = result.issues.map((issue: Issue) => {
    const field = fieldPath(issue);
    return { field, message: explain(issue, field) };
  });
  const first = issues[0] ?? { field: '', message: 'Invalid value' };
  return { ok: false, field: first.field, message: first.message, issues };
}
