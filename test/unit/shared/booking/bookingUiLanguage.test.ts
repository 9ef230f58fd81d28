import { describe, expect, it } from 'vitest';
import { bookingUiLanguage } from '../../../../shared/booking/bookingUiLanguage.ts';

describe('bookingUiLanguage', () => {
  it.each([
    ['doc2 §2 Booking page: an English booking reads English', 'en', 'en'],
    ['doc2 §2 Booking page: a Swedish booking reads Swedish', 'sv', 'sv'],
    ['doc2 §9 Languages: a locale tag names its language', 'nb-NO', 'nb'],
    ['doc2 §3 Booking language default en', null, 'en'],
    ['doc2 §9 unknown languages fall back to en', 'xx', 'en'],
    ['doc2 §5 markup is discarded', '<script>', 'en'],
  ])('%s', (_name, language, expected) => {
    expect(bookingUiLanguage(language)).toBe(expected);
  });
});
