import { afterEach, describe, expect, it } from 'vitest';
import { ProgressBar } from '../../../../widget/ui/ProgressBar.tsx';
import { cleanup, render } from './render.tsx';

afterEach(cleanup);

const bar = (value: number, valueText?: string) =>
  render(
    <ProgressBar value={value} label="Booking progress" valueText={valueText} />,
  ).container.querySelector<HTMLElement>('[role="progressbar"]')!;

describe('ProgressBar', () => {
  it('is a labelled progressbar from 0 to 100', () => {
    const el = bar(40);
    expect(el.getAttribute('aria-label')).toBe('Booking progress');
    expect(el.getAttribute('aria-valuemin')).toBe('0');
    expect(el.getAttribute('aria-valuemax')).toBe('100');
    expect(el.getAttribute('aria-valuenow')).toBe('40');
    expect(el.getAttribute('aria-valuetext')).toBeNull();
  });

  it.each([0, 25, 40, 75, 85, 100])(
    'shows the step value %i%% (doc 1 §2) as the fill width',
    (value) => {
      const el = bar(value);
      expect(el.getAttribute('aria-valuenow')).toBe(String(value));
      expect((el.firstElementChild as HTMLElement).style.width).toBe(`${value}%`);
    },
  );

  it.each([
    [-10, '0'],
    [140, '100'],
    [Number.NaN, '0'],
    [33.6, '34'],
  ])('clamps and rounds %s to %s', (value, expected) => {
    expect(bar(value).getAttribute('aria-valuenow')).toBe(expected);
  });

  it('passes a spoken value text', () => {
    expect(bar(75, 'Step 4 of 6').getAttribute('aria-valuetext')).toBe('Step 4 of 6');
  });
});
