import { describe, expect, it } from 'vitest';
import { matchRoute } from '../../../../shared/routing/matchRoute.ts';
import { wizardFromQuery } from '../../../../shared/wizard/wizardFromQuery.ts';
import { wizardToQuery } from '../../../../shared/wizard/wizardToQuery.ts';
import { initialWizardState, type WizardState } from '../../../../shared/wizard/WizardState.ts';

const fresh = initialWizardState({ isActivityBooking: false, isBookingRequest: false });
const time = { ruleId: 3, start: '2026-12-04T18:00:00+01:00', end: '2026-12-04T20:00:00+01:00' };

describe('wizardToQuery (doc 1 §2 Query parameters read)', () => {
  it.each([
    [
      'doc1 §2: guests, children and date go into the query',
      { ...fresh, guests: 2, guestsChildren: 0, date: '2026-12-04' },
      { tag: 'x' },
      { tag: 'x', guests: '2', children: '0', date: '2026-12-04' },
    ],
    [
      'doc1 §2: a cleared choice leaves the query',
      { ...fresh, guests: 2 },
      { guests: '4', children: '1', date: '2026-12-04' },
      { guests: '2' },
    ],
    [
      'doc1 §2: guestsChildren is rewritten as children',
      { ...fresh, guests: 3, guestsChildren: 1 },
      { guestsChildren: '2' },
      { guests: '3', children: '1' },
    ],
    [
      'doc1 §4: a wait-list choice is marked',
      { ...fresh, guests: 2, isWaitList: true },
      {},
      { guests: '2', isWaitList: 'true' },
    ],
    [
      'doc1 §2: other parameters are kept',
      fresh,
      { lang: 'nb', sectionIds: '1,2' },
      { lang: 'nb', sectionIds: '1,2' },
    ],
  ] as [string, WizardState, Record<string, string>, Record<string, string>][])(
    '%s',
    (_name, state, query, expected) => {
      expect(wizardToQuery(query, state)).toEqual(expected);
    },
  );
});

describe('wizardFromQuery (doc 1 §2: the address restores the choices)', () => {
  it('doc1 §2: reads guests, children, date and the booking id of the path', () => {
    const route = matchRoute('/se_demo/1/finalize/0b6f6f3e-2c0a-4d6e-9d2a-8f1c2b3a4d5e');
    const state = wizardFromQuery(
      { ...fresh, times: [time] },
      { guests: '2', children: '0', date: '2026-12-04' },
      route,
    );
    expect(state).toMatchObject({
      guests: 2,
      guestsChildren: 0,
      date: '2026-12-04',
      bookingId: '0b6f6f3e-2c0a-4d6e-9d2a-8f1c2b3a4d5e',
      times: [time],
    });
  });

  it('doc1 §2 Back navigation: without a booking in the path, chosen times are gone', () => {
    const state = wizardFromQuery(
      { ...fresh, guests: 4, times: [time], bookingId: 'b' },
      { guests: '2' },
      matchRoute('/se_demo/1'),
    );
    expect(state.guests).toBe(2);
    expect(state.bookingId).toBeUndefined();
    expect(state.times).toEqual([]);
    expect(state.date).toBeUndefined();
  });

  it('doc1 §2: the request route sets request mode', () => {
    const state = wizardFromQuery(
      fresh,
      { guests: '12' },
      matchRoute('/se_demo/1/booking-request'),
    );
    expect(state).toMatchObject({ guests: 12, isBookingRequest: true });
  });

  it('round-trips with wizardToQuery', () => {
    const chosen = { ...fresh, guests: 5, guestsChildren: 2, date: '2026-12-24' };
    expect(wizardFromQuery(fresh, wizardToQuery({}, chosen), matchRoute('/se_demo/1'))).toEqual(
      chosen,
    );
  });
});
