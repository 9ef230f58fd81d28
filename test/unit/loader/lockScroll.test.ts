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

describe('lockScroll gives back the very style attribute', () => {
  const html = () => document.documentElement;
  it.each([
    ['DESIGN §5 scroll lock: no style attribute comes back as none', null],
    [
      'DESIGN §5 scroll lock: a longhand overflow-y and the rest, text and order',
      'overflow-y: scroll; --venue-accent: #c33',
    ],
    ['DESIGN §5 scroll lock: an important overflow, as written', 'overflow: auto !important'],
  ])('%s', (_case, attribute) => {
    if (attribute === null) html().removeAttribute('style');
    else html().setAttribute('style', attribute);
    const unlock = lockScroll();
    expect(style().getPropertyValue('overflow')).toBe('hidden');
    unlock();
    expect(html().getAttribute('style')).toBe(attribute);
  });

  it('DESIGN §5 scroll lock: a host change meanwhile stays, its overflow-y comes back', () => {
    html().setAttribute('style', 'overflow-y: scroll');
    const unlock = lockScroll();
    style().setProperty('color', 'red');
    unlock();
    expect(style().getPropertyValue('overflow-y')).toBe('scroll');
    expect(style().getPropertyValue('overflow-x')).toBe('');
    expect(style().getPropertyValue('color')).toBe('red');
  });
});
