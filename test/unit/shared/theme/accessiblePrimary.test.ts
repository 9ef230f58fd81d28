import { describe, expect, it } from 'vitest';
import { accessiblePrimary, AA_CONTRAST } from '../../../../shared/theme/accessiblePrimary.ts';
import { contrastRatio, parseColor } from '../../../../shared/theme/contrast.ts';

describe('parseColor and contrastRatio', () => {
  it.each([
    ['#fff', { r: 255, g: 255, b: 255 }],
    ['#2C5F4F', { r: 44, g: 95, b: 79 }],
    ['rgb(10, 20, 30)', { r: 10, g: 20, b: 30 }],
    ['rgba(10,20,30,0.5)', { r: 10, g: 20, b: 30 }],
    ['red', null],
    ['#12345', null],
    ['rgb(300, 0, 0)', null],
  ])('reads %s', (input, expected) => {
    expect(parseColor(input)).toEqual(expected);
  });

  it('black on white is 21:1 and a colour against itself 1:1', () => {
    expect(contrastRatio({ r: 0, g: 0, b: 0 }, { r: 255, g: 255, b: 255 })).toBeCloseTo(21, 5);
    expect(contrastRatio({ r: 9, g: 99, b: 199 }, { r: 9, g: 99, b: 199 })).toBe(1);
  });
});

describe('accessiblePrimary (shell: text on the venue primary keeps WCAG AA)', () => {
  it.each([
    ['dark green keeps white text unchanged', '#2c5f4f', '#2c5f4f', '#ffffff', false],
    ['light yellow gets dark text', '#ffe066', '#ffe066', '#111111', false],
    [
      'a mid-grey that fails with both is darkened until white passes',
      '#777777',
      undefined,
      '#ffffff',
      true,
    ],
    ['an unreadable value falls back to the default', 'not-a-colour', '#2c5f4f', '#ffffff', false],
  ])('%s', (_name, input, primary, onPrimary, adjusted) => {
    const pair = accessiblePrimary(input, '#2c5f4f');
    if (primary) expect(pair.primary).toBe(primary);
    expect(pair.onPrimary).toBe(onPrimary);
    expect(pair.adjusted).toBe(adjusted);
    const ratio = contrastRatio(parseColor(pair.primary)!, parseColor(pair.onPrimary)!);
    expect(ratio).toBeGreaterThanOrEqual(AA_CONTRAST);
  });
});
