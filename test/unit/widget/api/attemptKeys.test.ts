import { describe, expect, it } from 'vitest';
import { createAttemptKeys } from '../../../../widget/api/attemptKeys.ts';

type Step = [request: string, answered: boolean];

/** Runs mutations one after another; the keys they were sent with, as k1, k2, … */
function keysOf(steps: Step[]): string[] {
  let made = 0;
  const keys = createAttemptKeys(() => `k${++made}`);
  return steps.map(([request, answered]) => {
    const attempt = keys.start(request);
    attempt.end(answered);
    return attempt.key;
  });
}

describe('createAttemptKeys (DESIGN §3, issue 31, issue 49)', () => {
  it.each<[string, Step[], string[]]>([
    [
      'issue 31: no answer, then the same request (Try again)',
      [
        ['A', false],
        ['A', true],
      ],
      ['k1', 'k1'],
    ],
    [
      'issue 31: still no answer, Try again twice',
      [
        ['A', false],
        ['A', false],
        ['A', true],
      ],
      ['k1', 'k1', 'k1'],
    ],
    [
      'issue 31: answered, then the same request is a new one',
      [
        ['A', true],
        ['A', true],
      ],
      ['k1', 'k2'],
    ],
    [
      'issue 31: answered, then a new send lost, then its Try again',
      [
        ['A', true],
        ['A', false],
        ['A', true],
      ],
      ['k1', 'k2', 'k2'],
    ],
    [
      'issue 49: A lost, B answered, A again is new',
      [
        ['A', false],
        ['B', true],
        ['A', true],
      ],
      ['k1', 'k2', 'k3'],
    ],
    [
      'issue 49: A lost, B lost, A again is new',
      [
        ['A', false],
        ['B', false],
        ['A', true],
      ],
      ['k1', 'k2', 'k3'],
    ],
    [
      'issue 49: A lost, B lost, B again keeps B’s key',
      [
        ['A', false],
        ['B', false],
        ['B', true],
      ],
      ['k1', 'k2', 'k2'],
    ],
    [
      'issue 49: after the retry was answered, A again is new',
      [
        ['A', false],
        ['A', true],
        ['A', true],
      ],
      ['k1', 'k1', 'k2'],
    ],
  ])('%s', (_name, steps, expected) => {
    expect(keysOf(steps)).toEqual(expected);
  });

  it('issue 49: a mutation sent while the lost one waits for its Try again ends that attempt', () => {
    let made = 0;
    const keys = createAttemptKeys(() => `k${++made}`);
    keys.start('A').end(false);
    const other = keys.start('B');
    const again = keys.start('A');
    other.end(true);
    again.end(true);
    expect(again.key).toBe('k3');
  });

  it('an answer to an older send does not end a newer open attempt', () => {
    let made = 0;
    const keys = createAttemptKeys(() => `k${++made}`);
    const slow = keys.start('B');
    keys.start('A').end(false);
    slow.end(true);
    expect(keys.start('A').key).toBe('k2');
  });
});
