import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import {
  ApiTimeError,
  instantMs,
  isApiDate,
  isApiTime,
  readApiTime,
  venueTime,
  zoneOrUtc,
} from '../../../../shared/time/apiTime.ts';
import { writeApiTime, type ApiTimeForm } from '../../../../shared/time/writeApiTime.ts';

/*
 * Issue 30: every API date-time is read to an instant and the venue's wall clock, whatever zone
 * the guest's machine runs in. The process zone is not the venue's: `npm test` re-runs this file
 * under TZ=Australia/Adelaide, and each row below names its own venue zone.
 */

const utc = (text: string) => Date.parse(text);

describe('readApiTime: both API forms, venue wall clock', () => {
  it.each<[string, string, string, string, string, string]>([
    // name, value, venue zone, instant (UTC), venue date, venue time
    [
      'offset form, UTC venue',
      '2026-12-01T18:00:00.000Z',
      'UTC',
      '2026-12-01T18:00:00Z',
      '2026-12-01',
      '18:00',
    ],
    [
      'local form, UTC venue',
      '2026-12-01T18:00:00',
      'UTC',
      '2026-12-01T18:00:00Z',
      '2026-12-01',
      '18:00',
    ],
    [
      'offset form, Stockholm winter',
      '2026-12-01T17:00:00.000Z',
      'Europe/Stockholm',
      '2026-12-01T17:00:00Z',
      '2026-12-01',
      '18:00',
    ],
    [
      'local form, Stockholm winter, 7 digits',
      '2026-12-01T18:00:00.0000000',
      'Europe/Stockholm',
      '2026-12-01T17:00:00Z',
      '2026-12-01',
      '18:00',
    ],
    [
      'local form, Stockholm summer',
      '2026-07-01T18:00:00',
      'Europe/Stockholm',
      '2026-07-01T16:00:00Z',
      '2026-07-01',
      '18:00',
    ],
    [
      '+01:00 offset read in Stockholm',
      '2026-12-01T18:00:00+01:00',
      'Europe/Stockholm',
      '2026-12-01T17:00:00Z',
      '2026-12-01',
      '18:00',
    ],
    [
      'offset without colon',
      '2026-12-01T18:00:00+0100',
      'Europe/Stockholm',
      '2026-12-01T17:00:00Z',
      '2026-12-01',
      '18:00',
    ],
    [
      'no seconds',
      '2026-12-01T18:00',
      'Europe/Stockholm',
      '2026-12-01T17:00:00Z',
      '2026-12-01',
      '18:00',
    ],
    [
      'offset form, New York, the venue day is the UTC day before',
      '2026-12-02T03:30:00Z',
      'America/New_York',
      '2026-12-02T03:30:00Z',
      '2026-12-01',
      '22:30',
    ],
    [
      'local form, New York winter',
      '2026-12-01T22:30:00.0000000',
      'America/New_York',
      '2026-12-02T03:30:00Z',
      '2026-12-01',
      '22:30',
    ],
    [
      'local form, Tokyo (no DST), the UTC day before',
      '2026-12-01T08:00:00',
      'Asia/Tokyo',
      '2026-11-30T23:00:00Z',
      '2026-12-01',
      '08:00',
    ],
    [
      'offset form, Tokyo',
      '2026-11-30T23:00:00.000Z',
      'Asia/Tokyo',
      '2026-11-30T23:00:00Z',
      '2026-12-01',
      '08:00',
    ],
    [
      'local form, Adelaide summer (+10:30)',
      '2026-12-01T18:00:00',
      'Australia/Adelaide',
      '2026-12-01T07:30:00Z',
      '2026-12-01',
      '18:00',
    ],
    [
      'offset form, Adelaide winter (+09:30)',
      '2026-07-01T08:30:00Z',
      'Australia/Adelaide',
      '2026-07-01T08:30:00Z',
      '2026-07-01',
      '18:00',
    ],
    [
      'one fraction digit',
      '2026-12-01T18:00:00.5',
      'UTC',
      '2026-12-01T18:00:00.500Z',
      '2026-12-01',
      '18:00',
    ],
    [
      'seven fraction digits keep the milliseconds',
      '2026-12-01T18:00:00.1239999Z',
      'UTC',
      '2026-12-01T18:00:00.123Z',
      '2026-12-01',
      '18:00',
    ],
  ])('%s: %s in %s', (_name, value, zone, instant, date, time) => {
    const read = readApiTime(value, zone);
    expect(read.ms).toBe(utc(instant));
    expect([read.date, read.time]).toEqual([date, time]);
    expect(instantMs(value, zone)).toBe(read.ms);
  });
});

describe('readApiTime: daylight-saving days', () => {
  it.each<[string, string, string, string, string]>([
    // name, local value, zone, instant (UTC), venue time
    [
      'Europe, last Sunday of March: before the change',
      '2026-03-29T01:30:00',
      'Europe/Stockholm',
      '2026-03-29T00:30:00Z',
      '01:30',
    ],
    [
      'Europe, last Sunday of March: 02:30 never happens, read as 03:30 CEST',
      '2026-03-29T02:30:00',
      'Europe/Stockholm',
      '2026-03-29T01:30:00Z',
      '03:30',
    ],
    [
      'Europe, last Sunday of March: after the change',
      '2026-03-29T18:00:00',
      'Europe/Stockholm',
      '2026-03-29T16:00:00Z',
      '18:00',
    ],
    [
      'Europe, last Sunday of October: 02:30 happens twice, the first (CEST)',
      '2026-10-25T02:30:00',
      'Europe/Stockholm',
      '2026-10-25T00:30:00Z',
      '02:30',
    ],
    [
      'Europe, last Sunday of October: the evening is CET',
      '2026-10-25T18:00:00',
      'Europe/Stockholm',
      '2026-10-25T17:00:00Z',
      '18:00',
    ],
    [
      'US, second Sunday of March: 02:30 never happens, read as 03:30 EDT',
      '2026-03-08T02:30:00',
      'America/New_York',
      '2026-03-08T07:30:00Z',
      '03:30',
    ],
    [
      'US, second Sunday of March: the evening is EDT',
      '2026-03-08T18:00:00',
      'America/New_York',
      '2026-03-08T22:00:00Z',
      '18:00',
    ],
    [
      'US, first Sunday of November: 01:30 happens twice, the first (EDT)',
      '2026-11-01T01:30:00',
      'America/New_York',
      '2026-11-01T05:30:00Z',
      '01:30',
    ],
    [
      'US, first Sunday of November: the evening is EST',
      '2026-11-01T18:00:00',
      'America/New_York',
      '2026-11-01T23:00:00Z',
      '18:00',
    ],
    [
      'Adelaide, first Sunday of April: 02:30 happens twice, the first (ACDT)',
      '2026-04-05T02:30:00',
      'Australia/Adelaide',
      '2026-04-04T16:00:00Z',
      '02:30',
    ],
    [
      'Adelaide, first Sunday of October: 02:30 never happens',
      '2026-10-04T02:30:00',
      'Australia/Adelaide',
      '2026-10-03T17:00:00Z',
      '03:30',
    ],
  ])('%s', (_name, value, zone, instant, time) => {
    const read = readApiTime(value, zone);
    expect(new Date(read.ms).toISOString()).toBe(new Date(utc(instant)).toISOString());
    expect(read.time).toBe(time);
  });

  it('issue 30: the offset form names which of the two 02:30 on the last Sunday of October', () => {
    expect(readApiTime('2026-10-25T02:30:00+02:00', 'Europe/Stockholm').ms).toBe(
      utc('2026-10-25T00:30:00Z'),
    );
    expect(readApiTime('2026-10-25T02:30:00+01:00', 'Europe/Stockholm').ms).toBe(
      utc('2026-10-25T01:30:00Z'),
    );
  });
});

describe('readApiTime: anything else is refused with ApiTimeError', () => {
  it.each([
    ['eight fraction digits', '2026-12-01T18:00:00.12345678'],
    ['a dot without digits', '2026-12-01T18:00:00.'],
    ['a fraction without seconds', '2026-12-01T18:00.5'],
    ['a space instead of T', '2026-12-01 18:00:00'],
    ['a date alone', '2026-12-01'],
    ['a time alone', '18:00'],
    ['30 February', '2026-02-30T18:00:00'],
    ['29 February of a common year', '2026-02-29T12:00Z'],
    ['hour 24', '2026-12-01T24:00:00'],
    ['minute 60', '2026-12-01T18:60:00Z'],
    ['month 13', '2026-13-01T18:00:00Z'],
    ['offset hour 25', '2026-12-01T18:00:00+25:00'],
    ['offset of hours only', '2026-12-01T18:00:00+01'],
    ['a lower-case t', '2026-12-01t18:00:00'],
    ['words', 'tomorrow at six'],
    ['empty', ''],
  ])('%s: %j', (_name, value) => {
    expect(isApiTime(value)).toBe(false);
    expect(() => readApiTime(value, 'Europe/Stockholm')).toThrow(ApiTimeError);
    const error = (() => {
      try {
        readApiTime(value, 'Europe/Stockholm');
      } catch (caught) {
        return caught as ApiTimeError;
      }
    })();
    expect(error?.name).toBe('ApiTimeError');
    expect(error?.message).toBe(value);
    expect(error).toBeInstanceOf(RangeError);
  });

  it.each([
    ['leap day of a leap year', '2028-02-29T12:00Z'],
    ['offset -00:00', '2026-12-01T18:00:00-00:00'],
    ['zero fraction digits', '2026-12-01T18:00:00'],
  ])('%s is read: %s', (_name, value) => {
    expect(isApiTime(value)).toBe(true);
  });
});

describe('isApiDate: calendar days', () => {
  it.each([
    ['doc1 §9 plain date', '2026-12-04', true],
    ['doc1 §9 31 April does not exist', '2026-04-31', false],
    ['doc1 §9 29 February 2000', '2000-02-29', true],
    ['doc1 §9 a date-time is not a date', '2026-12-04T00:00', false],
    ['doc1 §9 single-digit month', '2026-1-04', false],
  ])('%s: %s → %s', (_name, value, expected) => {
    expect(isApiDate(value)).toBe(expected);
  });
});

describe('writeApiTime: what the API writes and the widget sends', () => {
  const ms = utc('2026-12-01T17:00:00Z');
  it.each<[ApiTimeForm, string, string]>([
    ['utc', 'Europe/Stockholm', '2026-12-01T17:00:00.000Z'],
    ['local', 'Europe/Stockholm', '2026-12-01T18:00:00.0000000'],
    ['offset', 'Europe/Stockholm', '2026-12-01T18:00:00.000+01:00'],
    ['local', 'America/New_York', '2026-12-01T12:00:00.0000000'],
    ['offset', 'America/New_York', '2026-12-01T12:00:00.000-05:00'],
    ['offset', 'Australia/Adelaide', '2026-12-02T03:30:00.000+10:30'],
    ['local', 'Asia/Tokyo', '2026-12-02T02:00:00.0000000'],
  ])('%s in %s: %s', (form, zone, expected) => {
    const written = writeApiTime(ms, zone, form);
    expect(written).toBe(expected);
    // Every form reads back to the same instant in the venue's zone.
    expect(readApiTime(written, zone).ms).toBe(ms);
  });

  it('issue 30: both forms round-trip every half hour of the DST weekends of 2026', () => {
    const weekends = ['03-07', '03-28', '04-04', '10-03', '10-24', '10-31'];
    for (const zone of ['Europe/Stockholm', 'America/New_York', 'Australia/Adelaide']) {
      for (const weekend of weekends) {
        for (let half = 0; half < 96; half += 1) {
          const at = utc(`2026-${weekend}T00:00:00Z`) + half * 1_800_000;
          expect(readApiTime(writeApiTime(at, zone, 'offset'), zone).ms).toBe(at);
          const local = readApiTime(writeApiTime(at, zone, 'local'), zone);
          // In the hour the clocks repeat, the local form cannot say which: the first is read.
          expect([at, at - 3_600_000]).toContain(local.ms);
          expect(local.time).toBe(venueTime(at, zone).time);
        }
      }
    }
  });
});

describe('zoneOrUtc: the venue zone, or UTC when the platform does not know it', () => {
  it.each([
    ['an IANA zone', 'Europe/Stockholm', 'Europe/Stockholm'],
    ['a Windows zone id', 'W. Europe Standard Time', 'UTC'],
    ['nonsense', 'Not/AZone', 'UTC'],
  ])('%s: %s → %s', (_name, zone, expected) => {
    expect(zoneOrUtc(zone)).toBe(expected);
  });

  it('issue 30: in the fallback a time without an offset keeps the wall clock the API wrote', () => {
    const read = readApiTime('2026-12-01T18:00:00.0000000', zoneOrUtc('W. Europe Standard Time'));
    expect(read.time).toBe('18:00');
  });
});

describe("issue 30: the guest's own zone changes nothing", () => {
  // Each row runs the module in a Node process whose own zone is the guest's, as a guest planning
  // from there would (a worker thread cannot change its zone). The offset Date sees is the
  // positive control: the process really is in that zone.
  const script = `
    import { readApiTime } from './shared/time/apiTime.ts';
    import { writeApiTime } from './shared/time/writeApiTime.ts';
    const zone = 'Europe/Stockholm';
    console.log(JSON.stringify({
      guestOffset: -new Date(2026, 11, 1).getTimezoneOffset(),
      reads: ['2026-12-01T18:00:00', '2026-12-01T18:00:00.0000000', '2026-12-01T17:00:00.000Z']
        .map((value) => readApiTime(value, zone)),
      gap: readApiTime('2026-03-29T02:30:00', zone).time,
      local: writeApiTime(Date.UTC(2026, 11, 1, 17), zone, 'local'),
    }));`;
  it.each([
    ['UTC', 0],
    ['Europe/Stockholm', 60],
    ['America/New_York', -300],
    ['Asia/Tokyo', 540],
    ['Australia/Adelaide', 630],
  ])(
    'a guest in %s (UTC%+d min) reads the Stockholm venue as the venue wrote it',
    (guest, offset) => {
      const out = execFileSync(
        process.execPath,
        ['--import', 'tsx', '--input-type=module', '-e', script],
        { env: { ...process.env, TZ: guest }, encoding: 'utf8' },
      );
      const seen = JSON.parse(out) as {
        guestOffset: number;
        reads: unknown[];
        gap: string;
        local: string;
      };
      expect(seen.guestOffset).toBe(offset);
      const venue = {
        ms: utc('2026-12-01T17:00:00Z'),
        date: '2026-12-01',
        time: '18:00',
      };
      expect(seen.reads).toEqual([venue, venue, venue]);
      expect(seen.gap).toBe('03:30');
      expect(seen.local).toBe('2026-12-01T18:00:00.0000000');
    },
    // A Node process per row (tsx's start): seconds each on a loaded machine.
    30_000,
  );
});
