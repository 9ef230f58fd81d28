import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ArticleStocksSchema,
  AvailableTimesSchema,
  DayStatesSchema,
  ErrorBodySchema,
  SettingsSchema,
} from '../../shared/contract/index.ts';
import { MenuGroupType, UnavailabilityReason } from '../../shared/enums.ts';
import {
  CLOSED_DAY,
  FULLY_BOOKED_DAY,
  MONDAY,
  OPEN_DAY,
  WAIT_LIST_DAY,
  expectValid,
  startApi,
  stockholm,
  type RunningApi,
} from './referenceApi.ts';

let api: RunningApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

describe('venue settings', () => {
  it('answers the Swedish restaurant with theme, texts and absolute image URLs', async () => {
    const answer = await api.call('GET', 'booking/externalBookingSettings/1');
    expect(answer.status).toBe(200);
    const settings = expectValid(SettingsSchema, answer.json);
    expect(settings.unitsMetaData).toMatchObject({
      id: 1,
      maxWebGuests: 8,
      activateWebChildren: true,
    });
    expect(settings).toMatchObject({
      allowEditBooking: true,
      activateInquiry: true,
      timeZone: 'Europe/Stockholm',
    });
    expect(settings.introductionMessage).toContain('<a href=');
    expect(settings.messageDescription).toContain('<script>');
    const logo = await fetch(settings.themeSettings.logo!.imageUrl!);
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
    expect(await logo.text()).toContain('<svg');
  });

  it.each([
    ['se_demo', 2, 'Kul & Kägel'],
    ['no_demo', 1, 'Fjord & Fisk'],
  ])('answers %s unit %i', async (system, unitId, name) => {
    const answer = await api.call('GET', `booking/externalBookingSettings/${unitId}`, { system });
    expect(expectValid(SettingsSchema, answer.json).unitsMetaData.name).toBe(name);
  });

  it.each([
    ['unknown unit', 'se_demo', 'booking/externalBookingSettings/99'],
    ['system of another venue', 'no_demo', 'booking/externalBookingSettings/2'],
    ['non-numeric unit', 'se_demo', 'booking/externalBookingSettings/abc'],
  ])('%s: 404 Unit does not exist', async (_name, system, path) => {
    const answer = await api.call('GET', path, { system });
    expect(answer.status).toBe(404);
    expect(answer.text).toBe('Unit does not exist');
  });

  it('requires the system header', async () => {
    const answer = await api.call('GET', 'booking/externalBookingSettings/1', { system: null });
    expect(answer.status).toBe(400);
    expect(expectValid(ErrorBodySchema, answer.json).message).toContain('system');
  });

  it('matches paths case-insensitively', async () => {
    const answer = await api.call('GET', 'BOOKING/EXTERNALBOOKINGSETTINGS/1');
    expect(answer.status).toBe(200);
  });

  it('answers 404 outside /api and /demo so the server can serve static files', async () => {
    expect((await api.call('GET', '/index.html')).status).toBe(404);
    expect((await api.call('GET', '/demo/images/missing.svg')).status).toBe(404);
  });

  it('allows any origin with the system, Idempotency-Key and Content-Type headers (preflight)', async () => {
    const response = await fetch(`${api.base}/WebBooking/WebBookings`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://venue.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'system,idempotency-key,content-type',
      },
    });
    expect(response.status).toBeLessThan(300);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const allowed = response.headers.get('access-control-allow-headers')!.toLowerCase();
    for (const header of ['system', 'idempotency-key', 'content-type'])
      expect(allowed).toContain(header);
  });
});

describe('dayStates', () => {
  const query = (from: string, to: string, extra = '') =>
    `WebBooking/dayStates?fromDate=${from}&toDate=${to}&unitId=1&includeAvailableSeats=true${extra}`;
  const grouped = async (from: string, to: string) => {
    const answer = await api.call('GET', query(from, to));
    expect(answer.status).toBe(200);
    const entries = expectValid(DayStatesSchema, answer.json);
    const days = new Map<string, { open: boolean; available: number[]; waitList: number[] }>();
    for (const entry of entries) {
      const day = days.get(entry.day) ?? { open: false, available: [], waitList: [] };
      day.open ||= entry.state;
      day.available.push(...entry.availableSeats);
      day.waitList.push(...entry.waitListSeats);
      days.set(entry.day, day);
    }
    return days;
  };

  it.each([
    ['an open day has seats for 1..8', OPEN_DAY, true, [1, 8], false],
    ['doc1 §2 date step: a Monday is closed', MONDAY, false, [], false],
    ['a closed date is closed', CLOSED_DAY, false, [], false],
    [
      'the fully booked day is open without seats or waiting list',
      FULLY_BOOKED_DAY,
      true,
      [],
      false,
    ],
    ['the waiting-list day has waiting-list seats only', WAIT_LIST_DAY, true, [], true],
  ])('%s', async (_name, day, open, seats, waitList) => {
    const days = await grouped('2030-01-08', '2030-01-20');
    const state = days.get(day)!;
    expect(state.open).toBe(open);
    if (seats.length) expect(state.available).toEqual(expect.arrayContaining(seats));
    else expect(state.available).toEqual([]);
    expect(state.waitList.length > 0).toBe(waitList);
  });

  it('treats toDate as the first day after the range and returns one entry per section', async () => {
    const answer = await api.call('GET', query('2030-01-10', '2030-01-12'));
    const entries = expectValid(DayStatesSchema, answer.json);
    expect([...new Set(entries.map((entry) => entry.day))]).toEqual(['2030-01-10', '2030-01-11']);
    expect(new Set(entries.map((entry) => entry.sectionId))).toEqual(new Set([1, 2]));
  });

  it('leaves seat lists empty without includeAvailableSeats', async () => {
    const answer = await api.call(
      'GET',
      'WebBooking/dayStates?fromDate=2030-01-10&toDate=2030-01-11&unitId=1',
    );
    const entries = expectValid(DayStatesSchema, answer.json);
    expect(entries.every((entry) => entry.availableSeats.length === 0)).toBe(true);
    expect(entries.some((entry) => entry.state)).toBe(true);
  });

  it('includeFirstAvailableMonth adds the first month with an open day when the range has none', async () => {
    const answer = await api.call(
      'GET',
      query('2030-01-14', '2030-01-15', '&includeFirstAvailableMonth=true'),
    );
    const entries = expectValid(DayStatesSchema, answer.json);
    expect(entries.some((entry) => entry.day === '2030-01-14')).toBe(true);
    // The search starts with the month after the asked range: February comes along, whole.
    const february = [
      ...new Set(
        entries.filter((entry) => entry.day.startsWith('2030-02')).map((entry) => entry.day),
      ),
    ];
    expect(february).toHaveLength(28);
    expect(
      entries.some((entry) => entry.day.startsWith('2030-02') && entry.availableSeats.length > 0),
    ).toBe(true);
    const withOpenRange = await api.call(
      'GET',
      query('2030-01-10', '2030-01-11', '&includeFirstAvailableMonth=true'),
    );
    expect(
      expectValid(DayStatesSchema, withOpenRange.json).every((entry) => entry.day === '2030-01-10'),
    ).toBe(true);
  });

  it('the booking window closes days after yesterday + 2 months', async () => {
    const days = await grouped('2030-03-05', '2030-03-12');
    expect(days.get('2030-03-07')!.open).toBe(true);
    for (const day of ['2030-03-08', '2030-03-09', '2030-03-10'])
      expect(days.get(day)!.open).toBe(false);
  });

  it.each([
    ['fromDate', 'WebBooking/dayStates?fromDate=2030-1-1&toDate=2030-01-12&unitId=1'],
    ['unitId', 'WebBooking/dayStates?fromDate=2030-01-10&toDate=2030-01-12'],
    ['toDate', 'WebBooking/dayStates?fromDate=2030-01-12&toDate=2030-01-10&unitId=1'],
  ])('a bad query answers 400 naming %s', async (field, path) => {
    const answer = await api.call('GET', path);
    expect(answer.status).toBe(400);
    expect(expectValid(ErrorBodySchema, answer.json).message).toContain(field);
  });
});

describe('availableTimes', () => {
  const times = async (date: string, unitId = 1, system = 'se_demo') => {
    const answer = await api.call(
      'GET',
      `WebBooking/availableTimes?date=${date}T00:00:00.000Z&unitId=${unitId}`,
      { system },
    );
    expect(answer.status).toBe(200);
    return expectValid(AvailableTimesSchema, answer.json);
  };

  it('lists sections with their rules and 15-minute times, seats from free tables', async () => {
    const [unit] = await times(OPEN_DAY);
    expect(unit!.sections.map((section) => section.name)).toEqual(['Matsal', 'Bar']);
    const lunch = unit!.sections[0]!.timeSets.find((set) => set.id === 1)!;
    expect(lunch.times.map((time) => time.name).slice(0, 3)).toEqual(['11:00', '11:15', '11:30']);
    expect(lunch.times.at(-1)!.name).toBe('14:00');
    expect(lunch.times[0]!.start).toBe(stockholm(OPEN_DAY, '11:00'));
    expect(lunch.times[0]!.availableSeats).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const dinner = unit!.sections[0]!.timeSets.find((set) => set.id === 2)!;
    expect(dinner.times.at(-1)!.name).toBe('21:45');
    const textRow = unit!.sections[0]!.timeSets.find((set) => set.id === 6)!;
    expect(textRow).toMatchObject({ isTextRow: true, times: [] });
  });

  it.each([
    ['lock per time: start minus lockTime', 2, '17:00', '16:00'],
    ['day lock: day start + startTime hours - lockTime', 3, '18:00', '14:00'],
  ])('availableUntil, %s', async (_name, ruleId, start, until) => {
    const [unit] = await times(OPEN_DAY);
    const set = unit!.sections
      .flatMap((section) => section.timeSets)
      .find((candidate) => candidate.id === ruleId)!;
    const time = set.times.find((candidate) => candidate.name === start)!;
    expect(time.availableUntil).toBe(stockholm(OPEN_DAY, until));
  });

  it('marks times after availableUntil as expired with reason lock time passed', async () => {
    const [unit] = await times('2030-01-08');
    const lunch = unit!.sections[0]!.timeSets.find((set) => set.id === 1)!;
    // The clock is 08:00, so every lunch time is open; the bar closes online at 14:00.
    expect(lunch.times.every((time) => !time.timeExpired)).toBe(true);
    const api2 = await startApi({ now: () => Date.parse(stockholm('2030-01-08', '15:00')) });
    try {
      const answer = await api2.call('GET', 'WebBooking/availableTimes?date=2030-01-08&unitId=1');
      const [later] = expectValid(AvailableTimesSchema, answer.json);
      const bar = later!.sections[1]!.timeSets.find((set) => set.id === 3)!;
      expect(bar.times.every((time) => time.timeExpired)).toBe(true);
      expect(bar.times[0]!.availableSeats).toEqual([]);
      expect(bar.times[0]!.unavailability![0]!.reason).toBe(UnavailabilityReason.LockTimePassed);
    } finally {
      await api2.close();
    }
  });

  it('the fully booked day has no seats and the waiting-list day has waiting-list seats', async () => {
    const [full] = await times(FULLY_BOOKED_DAY);
    const fullDinner = full!.sections[0]!.timeSets.find((set) => set.id === 2)!;
    expect(
      fullDinner.times.every(
        (time) => time.availableSeats.length === 0 && time.waitListSeats.length === 0,
      ),
    ).toBe(true);
    expect(fullDinner.times[0]!.unavailability![0]!.reason).toBe(
      UnavailabilityReason.NoBookableResources,
    );
    const [wait] = await times(WAIT_LIST_DAY);
    const waitDinner = wait!.sections[0]!.timeSets.find((set) => set.id === 2)!;
    expect(waitDinner.times[0]!.waitListSeats).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('a closed rule is sent closed without times, a Monday without rules', async () => {
    const [saturday] = await times('2030-01-12');
    const brunch = saturday!.sections[1]!.timeSets.find((set) => set.id === 7)!;
    expect(brunch).toMatchObject({ isClosed: true, times: [] });
    const [monday] = await times(MONDAY);
    expect(monday!.sections.every((section) => section.unavailable)).toBe(true);
  });

  it('the pre-order rule carries its menu and the activity venue lists four activities', async () => {
    const [unit] = await times(OPEN_DAY);
    const julbord = unit!.sections[0]!.timeSets.find((set) => set.id === 4)!;
    expect(julbord).toMatchObject({ menuGuid: 'menu-julbord', requireMenuSelection: true });
    const [activities] = await times(OPEN_DAY, 2);
    expect(activities!.sections.map((section) => section.name)).toEqual([
      'Bowling',
      'Shuffleboard',
      'Karaoke',
      'Escape room',
    ]);
    const escape = activities!.sections[3]!.timeSets[0]!;
    expect(escape).toMatchObject({ paymentRule: 1, paymentCalculation: 3, paymentAmount: 1200 });
  });

  it('filters by sectionId', async () => {
    const answer = await api.call(
      'GET',
      `WebBooking/availableTimes?date=${OPEN_DAY}&unitId=1&sectionId=2`,
    );
    const [unit] = expectValid(AvailableTimesSchema, answer.json);
    expect(unit!.sections.map((section) => section.id)).toEqual([2]);
  });

  it('the Norwegian venue uses Europe/Oslo', async () => {
    const [unit] = await times(OPEN_DAY, 1, 'no_demo');
    expect(unit!.timeZone).toBe('Europe/Oslo');
  });

  it('a bad date answers 400 naming the field', async () => {
    const answer = await api.call('GET', 'WebBooking/availableTimes?date=tomorrow&unitId=1');
    expect(answer.status).toBe(400);
    expect(answer.json.message).toContain('date');
  });
});

describe('articleStocks', () => {
  it('answers stock rows for the venue-local date of validityDate', async () => {
    const answer = await api.call(
      'GET',
      `WebBooking/WebBookings/articleStocks?articleIds=503,504,999&includeArticleStockChanges=false&validityDate=${stockholm(OPEN_DAY, '12:00')}`,
    );
    expect(answer.status).toBe(200);
    const stocks = expectValid(ArticleStocksSchema, answer.json);
    expect(
      stocks.map(({ articleId, quantity, validityDate }) => ({
        articleId,
        quantity,
        validityDate,
      })),
    ).toEqual([
      { articleId: 503, quantity: 20, validityDate: OPEN_DAY },
      { articleId: 504, quantity: 0, validityDate: OPEN_DAY },
    ]);
  });

  it('requires articleIds', async () => {
    const answer = await api.call(
      'GET',
      'WebBooking/WebBookings/articleStocks?validityDate=2030-01-10',
    );
    expect(answer.status).toBe(400);
    expect(answer.json.message).toContain('articleIds');
  });
});

it('the julbord menu covers all nine group types', async () => {
  const { readSeed } = await import('../../demo/seed/loadSeed.ts');
  const [restaurant] = readSeed([
    new URL('../../demo/seed/se-restaurant.json', import.meta.url).pathname,
  ]);
  const types = new Set(restaurant!.menus[0]!.groups.map((group) => group.groupType));
  expect(types).toEqual(new Set(Object.values(MenuGroupType)));
});
