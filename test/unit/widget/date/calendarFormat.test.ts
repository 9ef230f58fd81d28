import { afterEach, describe, expect, it, vi } from 'vitest';
import { dayNumber, longDate } from '../../../../widget/wizard/date/calendarFormat.ts';

afterEach(() => vi.restoreAllMocks());

describe('calendarFormat', () => {
  it('issue 51: a month of day names builds each formatter once, not one per cell', () => {
    const Real = Intl.DateTimeFormat;
    const built = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (...args) {
      return new Real(...args);
    });
    const days = Array.from({ length: 31 }, (_, i) => `2031-03-${String(i + 1).padStart(2, '0')}`);
    const names = days.map((date) => `${dayNumber(date, 'sv')} ${longDate(date, 'sv')}`);
    expect(names[3]).toBe('4 tisdag 4 mars 2031');
    // One for the numbers and one for the long names, in this language (none if made before).
    expect(built.mock.calls.length).toBeLessThanOrEqual(2);
  });
});
