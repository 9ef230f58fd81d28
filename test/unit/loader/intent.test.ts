import { describe, expect, it } from 'vitest';
import { INTENT_EVENTS, prefetchesOnIdle, waitsForIntent } from '../../../loader/modal/intent.ts';

describe('modal mode waits for intent (issue 50)', () => {
  it.each([
    ['issue 50: a pointer over the launcher', 'pointerover', true],
    ['issue 50: focus moves in by keyboard', 'focusin', true],
    ['issue 50: a touch or a press starts it', 'pointerdown', true],
    ['issue 50: a click with nothing before it (a script’s click())', 'click', true],
    ['issue 50: a pointer elsewhere on the page is no intent by itself', 'pointermove', false],
    ['issue 50: scrolling is no intent', 'scroll', false],
    [
      'issue 50: pointerenter does not bubble to the document: pointerover is heard',
      'pointerenter',
      false,
    ],
  ])('%s', (_case, type, counts) => {
    expect(INTENT_EVENTS.includes(type)).toBe(counts);
  });

  it.each([
    ['issue 50: modal mode waits', 'modal', false, [], true],
    [
      'issue 50: a queued call that is not open is no intent',
      'modal',
      false,
      [['on', 'step']],
      true,
    ],
    ['issue 50: an open queued before the loader is intent', 'modal', false, [['open', {}]], false],
    [
      'DESIGN §5: back from the payment terminal, the modal opens at once',
      'modal',
      true,
      [],
      false,
    ],
    ['issue 50: inline is visible and starts at once', 'inline', false, [], false],
    ['issue 50: a tag without data-mode is inline and starts at once', undefined, false, [], false],
    ['issue 50: an iframe is visible and starts at once', 'iframe', false, [], false],
  ] as const)('%s', (_case, mode, back, queued, waits) => {
    expect(waitsForIntent(mode, back, queued as unknown as ArrayLike<unknown>[])).toBe(waits);
  });

  it.each([
    ['issue 50: no opt-in, nothing before intent', undefined, undefined, false],
    ['issue 50: data-prefetch="idle" fetches in idle time', 'idle', undefined, true],
    ['issue 50: Save-Data off, as the engine says', 'idle', false, true],
    ['issue 50: Save-Data on wins over the opt-in', 'idle', true, false],
    ['issue 50: another value is no opt-in', 'eager', false, false],
    ['issue 50: an empty attribute is no opt-in', '', false, false],
  ])('%s', (_case, prefetch, saveData, idle) => {
    expect(prefetchesOnIdle(prefetch, saveData)).toBe(idle);
  });
});
