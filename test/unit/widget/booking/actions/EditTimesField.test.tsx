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

function groupsOf(timeSets: TimeSet[]) {
  const view = render(
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
