import { afterEach, describe, expect, it } from 'vitest';
import { fakeClockEachTest } from '../fakeClock.ts';
import { cleanup } from '../ui/render.tsx';
import {
  availableTimes,
  click,
  renderTimeStep,
  settings,
  settle,
  slotButton,
  until,
  type Rule,
} from './timeStepHarness.tsx';

afterEach(cleanup);
fakeClockEachTest();

const texts = (nodes: Element[]) => nodes.map((node) => node.textContent?.trim());

describe('TimeStep: sections, rows and times (doc 1 §2 Time step, §4)', () => {
  it('shows each section as a labelled group with its rows and times for a party of 2', async () => {
    const { $$, $, view } = renderTimeStep({ guests: 2 });
    await settle();
    const sections = $$('[data-section]');
    expect(
      sections.map((s) => s.getAttribute('aria-labelledby') && s.querySelector('h3')?.textContent),
    ).toEqual(['Matsalen', 'Baren']);
    // Closed rule Julbord is dropped; the text row is comment-only.
    expect($$('[data-section="1"] [data-row]').map((r) => r.dataset.row)).toEqual([
      'Lunch',
      'Middag',
      'Sällskap över 8 personer',
    ]);
    expect($('[data-row="Sällskap över 8 personer"]')?.hasAttribute('data-comment-only')).toBe(
      true,
    );
    expect($('[data-row="Sällskap över 8 personer"] button')).toBeNull();
    const middag = $$('[data-row="Middag"] button[data-kind]');
    expect(texts(middag).slice(0, 5)).toEqual(['17:00', '17:15', '17:30', '17:45', '18:00']);
    expect(middag.map((b) => b.dataset.kind)).toEqual([
      ...Array(8).fill('bookable'),
      ...Array(4).fill('waitList'),
      'bookable',
    ]);
    // Named by what it shows, the time then the waiting-list mark, with no stray space.
    const waiting = slotButton(view.mount, 1, '19:00');
    expect(waiting.getAttribute('aria-label')).toBe('19:00, Waiting list');
    expect(waiting.textContent).toBe('19:00 Waiting list');
    expect($$('[data-section="2"] button[data-kind="bookable"]')).toHaveLength(17);
    // Hours are labelled groups of a 4-column grid.
    expect(
      $$('[data-row="Lunch"] [role="group"]').map((g) => g.getAttribute('aria-label')),
    ).toEqual(['Times from 11:00', 'Times from 12:00', 'Times from 13:00']);
  });

  it('shows a row comment under its title, sanitised', async () => {
    const { $ } = renderTimeStep();
    await until(() => !!$('[data-row="Lunch"] p'));
    expect($('[data-row="Lunch"] h4')?.textContent).toBe('Lunch');
    expect($('[data-row="Lunch"] p')?.textContent).toBe('Dagens lunch serveras 11:30–14:00.');
    await until(() => !!$('[data-row="Sällskap över 8 personer"] a'));
    expect($('[data-row="Sällskap över 8 personer"] a')?.getAttribute('href')).toMatch(/^tel:/);
  });

  it('puts a section the party does not fit last, dimmed with its reason and no times', async () => {
    const { $$, $ } = renderTimeStep({ guests: 6 });
    await settle();
    expect($$('[data-section]').map((s) => s.dataset.section)).toEqual(['1', '2']);
    expect($('[data-section="2"]')?.dataset.disabled).toBe('true');
    expect($('[data-section="2"] [data-reason]')?.textContent).toBe(
      'Too large a group for this area.',
    );
    expect($$('[data-section="2"] button')).toHaveLength(0);
    // 18:00–18:45 take only 1–4 guests and have no waiting list: shown, but not choosable.
    const unavailable = $$('[data-row="Middag"] button[data-kind="unavailable"]');
    expect(texts(unavailable)).toEqual(['18:00', '18:15', '18:30', '18:45']);
    expect(unavailable.every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
    expect(unavailable[0]?.getAttribute('aria-label')).toBe('18:00, not available');
  });

  it('sorts a fully booked section after the others even when the venue lists it first', async () => {
    const units = availableTimes();
    for (const rule of units[0]!.sections[0]!.timeSets) rule.times = [];
    const { $$, $ } = renderTimeStep({ guests: 2 }, { units });
    await settle();
    expect($$('[data-section]').map((s) => s.dataset.section)).toEqual(['2', '1']);
    expect($('[data-section="1"] [data-reason]')?.textContent).toBe('Fully booked on this day.');
  });

  it('leaves out times whose booking cut-off has passed', async () => {
    const { $$ } = renderTimeStep({ now: Date.parse('2026-12-04T11:10:00+01:00') });
    await settle();
    expect(texts($$('[data-row="Lunch"] button'))).toEqual(['12:15', '12:30', '12:45', '13:00']);
  });

  it('merges rows with the same title and times with the same start', async () => {
    const units = availableTimes();
    const extra: Rule = {
      ...units[0]!.sections[0]!.timeSets[1]!,
      id: 13,
      paymentRule: 0,
      menuGuid: 'menu-1',
      comment: 'Avsmakningsmeny',
      times: [
        {
          ...units[0]!.sections[0]!.timeSets[1]!.times[8]!,
          ruleId: 13,
          availableSeats: [2, 4],
          waitListSeats: [],
        },
      ],
    };
    units[0]!.sections[0]!.timeSets.push(extra);
    const { $$, $, onChooseTime } = renderTimeStep({ guests: 2 }, { units });
    await settle();
    expect($$('[data-section="1"] [data-row="Middag"]')).toHaveLength(1);
    const at1900 = $$('[data-row="Middag"] button').filter((b) => b.textContent === '19:00');
    expect(at1900).toHaveLength(1);
    // The seats are united, so 19:00 is bookable for 2 and books the rule that has the seat.
    expect(at1900[0]?.dataset.kind).toBe('bookable');
    await until(() => $$('[data-row="Middag"] > p').length === 1);
    expect($('[data-row="Middag"] > p')?.textContent).toBe('Avsmakningsmeny');
    click(at1900[0]!);
    expect(onChooseTime).toHaveBeenCalledWith(
      expect.objectContaining({
        ruleId: 13,
        hasMenu: true,
        paymentRule: 0,
        title: 'Middag',
        sectionId: 1,
      }),
    );
  });

  it('lists hours before 06:00 after the evening', async () => {
    const units = availableTimes();
    const bar = units[0]!.sections[1]!.timeSets[0]!;
    bar.times.push(
      { ...bar.times[0]!, start: '2026-12-05T00:30:00+01:00', availableUntil: null },
      { ...bar.times[0]!, start: '2026-12-04T23:00:00+01:00', availableUntil: null },
    );
    const { $$ } = renderTimeStep({}, { units });
    await settle();
    expect($$('[data-section="2"] [data-hour]').map((g) => g.dataset.hour)).toEqual([
      '17',
      '18',
      '19',
      '20',
      '21',
      '23',
      '0',
    ]);
    expect(texts($$('[data-section="2"] [data-hour="0"] button'))).toEqual(['00:30']);
  });

  it('offers every unexpired time in booking-request mode, no section disabled', async () => {
    const { $$ } = renderTimeStep({ guests: 12, isBookingRequest: true });
    await settle();
    expect($$('[data-disabled]')).toHaveLength(0);
    const kinds = new Set($$('button[data-kind]').map((b) => b.dataset.kind));
    expect([...kinds]).toEqual(['requestable']);
    expect($$('button[data-kind]')[0]?.getAttribute('aria-label')).toBe('11:30, send a request');
  });
});

describe('TimeStep: closed-day notice (doc 1 §2 Time step)', () => {
  it("shows the venue's closed message and the comment-only rows when nothing fits", async () => {
    const { $, $$ } = renderTimeStep({ guests: 10 });
    await until(() => !!$('[data-testid="closed-day"] [data-kind] p'));
    expect($('[data-testid="closed-day"] [data-kind] p')?.textContent).toBe(
      settings().messageBookingClosed,
    );
    expect($$('[data-section]')).toHaveLength(0);
    expect($$('[data-comment-only]').map((r) => r.dataset.row)).toEqual([
      'Sällskap över 8 personer',
    ]);
  });

  it('without a closed message, says the day cannot be booked online and links the phone', async () => {
    const { $ } = renderTimeStep({
      guests: 10,
      settings: settings({ messageBookingClosed: '', phoneNumber: '+46 8 123 456 78' }),
    });
    await settle();
    expect($('[data-testid="closed-day"]')?.textContent).toContain(
      'This day cannot be booked online.',
    );
    const link = $('[data-testid="closed-day"] a[href^="tel:"]');
    expect(link?.getAttribute('href')).toBe('tel:+46812345678');
    expect(link?.textContent).toBe('+46 8 123 456 78');
  });

  it('is not shown when the party can still join a waiting list', async () => {
    const units = availableTimes();
    for (const rule of units[0]!.sections[0]!.timeSets)
      for (const slot of rule.times) {
        slot.availableSeats = [];
        slot.waitListSeats = [2];
      }
    units[0]!.sections.pop();
    const { $, $$ } = renderTimeStep({ guests: 2 }, { units });
    await settle();
    expect($('[data-testid="closed-day"]')).toBeNull();
    expect($$('button[data-kind="waitList"]').length).toBeGreaterThan(0);
  });
});
