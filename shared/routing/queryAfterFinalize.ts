import type { QueryRecord } from './parseSearch.ts';
import { toQueryRecord } from './toQueryRecord.ts';

// The wizard's own seeds: kept, they would re-open the wizard on top of the finished booking.
// guestsChildren is the second name doc 1 §2 gives the children parameter, so it goes too.
const DROPPED = new Set([
  'ruleId',
  'date',
  'guests',
  'children',
  'guestsChildren',
  'isTimesConfirmed',
  'isWaitList',
]);

/** The query carried to the booking page after finalizing (doc 1 §4 Submit, doc 2 §2). */
export function queryAfterFinalize(query: QueryRecord | string): QueryRecord {
  const kept: QueryRecord = {};
  for (const [name, value] of Object.entries(toQueryRecord(query))) {
    if (!DROPPED.has(name)) kept[name] = value;
  }
  return kept;
}
