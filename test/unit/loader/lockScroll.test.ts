import { describe, expect, it } from 'vitest';
import { lockScroll } from '../../../loader/modal/lockScroll.ts';

const style = () => document.documentElement.style;

describe('lockScroll', () => {
  it.each([
    ['STYLE Cal.com: no inline overflow comes back as none', '', ''],
    ["STYLE Cal.com: the host's own overflow comes back as it was", 'scroll', ''],
    ['STYLE Cal.com: an important host overflow keeps its priority', 'auto', 'important'],
  ])('%s', (_case, value, priority) => {
    style().removeProperty('overflow');
    if (value) style().setProperty('overflow', value, priority);
    const unlockA = lockScroll();
    const unlockB = lockScroll(); // a second modal on the page
    expect(style().getPropertyValue('overflow')).toBe('hidden');
    unlockA();
    unlockA(); // twice is once
    expect(style().getPropertyValue('overflow')).toBe('hidden');
    unlockB();
    expect(style().getPropertyValue('overflow')).toBe(value);
    expect(style().getPropertyPriority('overflow')).toBe(priority);
  });
});
