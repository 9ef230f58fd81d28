import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../../shared/element/widgetConfig.ts';

describe('readConfig: the children prefill by either name (issue 33)', () => {
  it('children alone prefills the children', () => {
    expect(readConfig({ system: 's', unit: '1', children: '1' }).children).toBe('1');
  });

  it('guests-children prefills them too, and wins over children', () => {
    expect(readConfig({ system: 's', unit: '1', guestsChildren: '2' }).children).toBe('2');
    expect(
      readConfig({ system: 's', unit: '1', children: '1', guestsChildren: '2' }).children,
    ).toBe('2');
  });

  it.each([
    ['doc 1 §2: an unreadable guests-children leaves children, as in the address', '1', 'two', '1'],
    [
      'doc 1 §2: an unreadable children with no guests-children is no prefill',
      'x',
      undefined,
      undefined,
    ],
    ['doc 1 §2: guests-children zero wins over children', '3', '0', '0'],
  ])('%s', (_name, children, guestsChildren, expected) => {
    expect(readConfig({ system: 's', unit: '1', children, guestsChildren }).children).toBe(
      expected,
    );
  });

  it('an unknown mode is inline', () => {
    expect(readConfig({ system: 's', unit: '1', mode: 'popup' }).mode).toBe('inline');
    expect(readConfig({ system: 's', unit: '1', mode: 'modal' }).mode).toBe('modal');
  });
});
