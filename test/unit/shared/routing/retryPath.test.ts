import { describe, expect, it } from 'vitest';
import { retryPath } from '../../../../shared/routing/retryPath.ts';

describe('retryPath', () => {
  it.each([
    ['doc1 §8 Generic error: Try again returns to the last venue', 'se_demo', '1', '/se_demo/1'],
    ['doc1 §8 Generic error: any case of a known prefix', 'NO_demo', '12', '/NO_demo/12'],
  ])('%s', (_name, system, unit, path) => {
    expect(retryPath(system, unit)).toBe(path);
  });

  it.each([
    ['doc1 §8 Generic error: nothing stored', null, null],
    ['doc1 §8 Generic error: no unit stored', 'se_demo', null],
    ['doc1 §2 Path reading: a protocol-relative system (open redirect)', '//evil.example', '1'],
    ['doc1 §2 Path reading: a stored absolute URL', 'https://evil.example', '1'],
    ['doc1 §2 Path reading: a backslash path', '\\\\evil.example', '1'],
    ['doc1 §2 Path reading: an unknown market', 'de_demo', '1'],
    ['doc1 §2 Path reading: a unit that is no number', 'se_demo', '1/../../x'],
    ['doc1 §2 Path reading: a unit with a host', 'se_demo', '@evil.example'],
    ['doc1 §2 Path reading: an empty unit', 'se_demo', ''],
  ])('%s gives no path', (_name, system, unit) => {
    expect(retryPath(system, unit)).toBeNull();
  });
});
