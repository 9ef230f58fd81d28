import type * as v from 'valibot';
import type * as AnswerSchemas from './answerSchemas.ts';

type Answers = typeof AnswerSchemas;
/** A schema, or how to pick one from the answers' schemas, which load on first use. */
export type SchemaOf = v.GenericSchema | ((answers: Answers) => v.GenericSchema);
export type OutputOf<S extends SchemaOf> = S extends (answers: Answers) => infer R
  ? R extends v.GenericSchema
    ? v.InferOutput<R>
    : never
  : S extends v.GenericSchema
    ? v.InferOutput<S>
    : never;

// The first step validates only the settings. The other answers' schemas load (in one chunk with
// i18next: scripts/build/chunkPlan.mjs) after the first step, at the latest with the first call that
// needs them, in parallel with its request (DESIGN §6 budget). A failed load is forgotten, so
// the next call tries again.
let later: Promise<Answers> | undefined;
const loadLater = () =>
  (later ??= import('./answerSchemas.ts').catch((error: unknown) => {
    later = undefined;
    throw error;
  }));

/**
 * Fetches the answer schemas ahead of the first call that needs them (issue 16), while the
 * guest is on a step.
 */
export function preloadNextCalls(): void {
  loadLater().catch(() => undefined);
}

/**
 * A schema, and for a large answer its check in steps (issue 51, runSteps.ts): the answer, or
 * undefined where the schema's one pass decides.
 */
type Checked = v.GenericSchema & { steps?: (data: unknown) => Generator<void, unknown> };

/** The schema to validate an answer with, loading the answers' schemas when it names one. */
export function schemaFor(schemaOf: SchemaOf): Promise<Checked> {
  if (typeof schemaOf !== 'function') return Promise.resolve(schemaOf);
  const picked = loadLater().then((all) => schemaOf(all));
  // Awaited after the response; a failed chunk load must not count as unhandled before that.
  picked.catch(() => undefined);
  return picked;
}
