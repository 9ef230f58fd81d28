import { describe, expect, it } from 'vitest';
import {
  editGuestChoices,
  type EditGuestChoicesInput,
} from '../../../../shared/booking/editGuestChoices.ts';

const base: EditGuestChoicesInput = {
  guests: 2,
  availableSeats: [],
  heldTableChairs: null,
  minGroupSize: 1,
  maxGroupSize: 8,
  maxWebGuests: 8,
};

describe('editGuestChoices', () => {
  it.each<[string, Partial<EditGuestChoicesInput>, number[]]>([
    ['doc2 §4 Edit: nothing free, no table known: only the booked size', {}, [2]],
    ['doc2 §4 Edit: sizes free tables seat', { availableSeats: [5, 6] }, [2, 5, 6]],
    [
      'doc2 §4 Edit: sizes the held table seats, from its minimum',
      { heldTableChairs: 4, heldTableMinChairs: 1 },
      [1, 2, 3, 4],
    ],
    [
      'doc2 §4 Edit: a table with a minimum of 2 does not offer 1 (nothing else free)',
      { heldTableChairs: 4, heldTableMinChairs: 2 },
      [2, 3, 4],
    ],
    [
      'doc2 §4 Edit: the held table minimum unknown: from the booked size up only',
      { guests: 3, heldTableChairs: 4 },
      [3, 4],
    ],
    [
      'doc2 §4 Edit: both, in order, once each',
      { heldTableChairs: 3, heldTableMinChairs: 1, availableSeats: [3, 6, 2] },
      [1, 2, 3, 6],
    ],
    [
      'doc2 §4 Edit: within the rule group sizes',
      { minGroupSize: 2, maxGroupSize: 4, availableSeats: [1, 2, 3, 4, 5, 6] },
      [2, 3, 4],
    ],
    [
      'doc2 §3 unitsMetaData.maxWebGuests caps the choices',
      { maxWebGuests: 5, availableSeats: [4, 5, 6, 7] },
      [2, 4, 5],
    ],
    [
      'doc2 §4 Edit: the booked size stays even outside the limits',
      { guests: 10, availableSeats: [4] },
      [4, 10],
    ],
  ])('%s', (_name, input, expected) => {
    expect(editGuestChoices({ ...base, ...input })).toEqual(expected);
  });
});
