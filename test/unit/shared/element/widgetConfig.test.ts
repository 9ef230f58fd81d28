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

  it('an unknown mode is inline', () => {
    expect(readConfig({ system: 's', unit: '1', mode: 'popup' }).mode).toBe('inline');
    expect(readConfig({ system: 's', unit: '1', mode: 'modal' }).mode).toBe('modal');
  });
});
