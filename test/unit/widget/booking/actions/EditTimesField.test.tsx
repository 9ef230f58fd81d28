import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TimeSet } from '../../../../../shared/contract/index.ts';
import type { EditableValues } from '../../../../../shared/booking/isEditSaveEnabled.ts';
import { EditTimesField } from '../../../../../widget/booking/actions/EditFields.tsx';
import { cleanup, render } from '../../ui/render.tsx';

afterEach(cleanup);

const ZONE = 'Europe/Stockholm';
const slot = (ruleId: number, hhmm: string) => ({
  name: hhmm,
  ruleId,
  start: `2030-01-10T${hhmm}:00+01:00`,
  availableSeats: [2, 4],
});
const rule = (id: number, title: string, times: string[]) =>
  ({ id, title, times: times.map((hhmm) => slot(id, hhmm)) }) as unknown as TimeSet;
const original = {
  guests: 2,
  start: '2030-01-10T12:00:00+01:00',
  ruleId: 1,
} as unknown as EditableValues;

/** The field on the booking of `original`, its times from `timeSets`. */
const renderField = (timeSets: TimeSet[]) =>
  render(
    <EditTimesField
      t={(key) => key}
      original={original}
      draft={original}
      onDraft={() => undefined}
      timeSets={timeSets}
      timeZone={ZONE}
      now="2030-01-08T08:00:00+01:00"
      locale="en-GB"
    />,
  );

function groupsOf(timeSets: TimeSet[]) {
  const view = renderField(timeSets);
  return [...view.container.querySelectorAll('[role="group"]')].map((group) => {
    const label = group.getAttribute('aria-labelledby');
    const title = label ? view.container.querySelector(`[id="${label}"]`)?.textContent : '';
    const times = [...group.querySelectorAll('button')].map((button) => button.textContent);
    return `${title}: ${times.join(' ')}`;
  });
}

describe('EditTimesField (doc 2 §4 Edit, doc 1 §4 Time rows)', () => {
  it.each<[string, TimeSet[], string[]]>([
    [
      'doc2 §4 Edit: lunch and dinner times under their rule names, each a labelled group',
      [rule(2, 'Middag', ['18:00', '18:30']), rule(1, 'Lunch', ['12:00', '12:30'])],
      ['Lunch: 12:00 12:30', 'Middag: 18:00 18:30'],
    ],
    [
      'doc1 §4 Time rows: rules with the same title share one group',
      [rule(1, 'Lunch', ['12:00']), rule(8, 'Lunch', ['13:00'])],
      ['Lunch: 12:00 13:00'],
    ],
  ])('%s', (_name, timeSets, expected) => {
    expect(groupsOf(timeSets)).toEqual(expected);
  });
});

describe('EditTimesField at a large venue (issue 51)', () => {
  // 12 rooms of 12 times, 144 in all: over foldSections' threshold of 120.
  const hours = Array.from({ length: 12 }, (_, i) => `${String(10 + i).padStart(2, '0')}:00`);
  const rooms = Array.from({ length: 12 }, (_, i) => rule(i + 1, `Rum ${i + 1}`, hours));

  it('issue 51 Every interaction ≤ 200 ms: each rule is a title that opens its times, one at a time; the booked time’s first', () => {
    const view = renderField(rooms);
    const toggles = () => [...view.container.querySelectorAll('h3 button[aria-expanded]')];
    const times = () => view.container.querySelectorAll('button[aria-pressed]');
    expect(toggles().map((b) => b.textContent)).toEqual(rooms.map((r) => r.title));
    // Rule 1 holds the booking at 12:00: only its 12 times are drawn, the booked one pressed.
    expect(toggles().map((b) => b.getAttribute('aria-expanded'))).toEqual(
      rooms.map((_, i) => String(i === 0)),
    );
    expect(times()).toHaveLength(12);
    expect(view.container.querySelector('[aria-pressed="true"]')?.textContent).toBe('12:00');
    // Another rule's title opens its times and shuts the one open; pressed again, it shuts.
    act(() => (toggles()[11] as HTMLButtonElement).click());
    expect(toggles().map((b) => b.getAttribute('aria-expanded'))).toEqual(
      rooms.map((_, i) => String(i === 11)),
    );
    expect([...times()].map((b) => b.closest('[role="group"]')?.getAttribute('data-rule'))).toEqual(
      hours.map(() => 'Rum 12'),
    );
    act(() => (toggles()[11] as HTMLButtonElement).click());
    expect(times()).toHaveLength(0);
  });
});
