import { describe, expect, it } from 'vitest';
import { editTimeGroups } from '../../../../shared/booking/editTimeGroups.ts';

const time = (name: string, title: string) => ({ name, title });
const shape = (choices: { name: string; title: string }[]) =>
  editTimeGroups(choices).map((group) => `${group.title}: ${group.choices.map((c) => c.name)}`);

describe('editTimeGroups', () => {
  it.each<[string, { name: string; title: string }[], string[]]>([
    [
      'doc2 §4 Edit, doc1 §4 Time rows: lunch and dinner times under their rule names',
      [time('12:00', 'Lunch'), time('12:30', 'Lunch'), time('18:00', 'Middag')],
      ['Lunch: 12:00,12:30', 'Middag: 18:00'],
    ],
    [
      'doc1 §4 Time rows: rules with the same title merge into one group',
      [time('17:00', 'Middag'), time('17:30', 'Bar'), time('18:00', 'Middag')],
      ['Middag: 17:00,18:00', 'Bar: 17:30'],
    ],
    [
      'doc2 §4 Edit: a booked time the day no longer lists has no title and a group of its own',
      [time('11:00', 'Lunch'), time('13:00', '')],
      ['Lunch: 11:00', ': 13:00'],
    ],
    ['doc2 §4 Edit: no times, no groups', [], []],
  ])('%s', (_name, choices, expected) => {
    expect(shape(choices)).toEqual(expected);
  });
});
