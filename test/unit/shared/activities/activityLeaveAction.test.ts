import { describe, expect, it } from 'vitest';
import {
  activityLeaveAction,
  type ActivityLeaveAction,
  type ActivityLeaveInput,
} from '../../../../shared/activities/activityLeaveAction.ts';

const G = 'b1';
const base: ActivityLeaveInput = { held: G, now: undefined, finalized: false, released: false };

describe('activityLeaveAction', () => {
  it.each<[string, ActivityLeaveInput, ActivityLeaveAction]>([
    ['doc1 §4 Leaving the flow: leaving an activity booking asks first', base, 'ask'],
    ['doc1 §4 Leaving the flow: no booking, nothing to ask', { ...base, held: undefined }, 'none'],
    [
      'doc1 §4 Leaving the flow: list to details of the same booking is no leaving (wait-list exception)',
      { ...base, now: G },
      'none',
    ],
    ['doc1 §4 Submit: finalizing is no leaving', { ...base, finalized: true }, 'none'],
    [
      'doc1 §4 Activity modal: removing the last activity already cancelled it',
      { ...base, released: true },
      'none',
    ],
    ['doc1 §4 Leaving the flow: another booking in the path asks', { ...base, now: 'b2' }, 'ask'],
  ])('%s', (_name, input, expected) => {
    expect(activityLeaveAction(input)).toBe(expected);
  });
});
