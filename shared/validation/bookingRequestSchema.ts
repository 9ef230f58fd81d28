import * as v from 'valibot';
import { maxChildren } from '../wizard/maxChildren.ts';
import { requestMinGuests } from '../wizard/requestMinGuests.ts';
import { validationMessage as m } from './validationMessage.ts';

export interface BookingRequestValues {
  guests: number;
  guestsChildren: number;
}

const isBlank = (input: unknown) =>
  input === undefined || input === null || (typeof input === 'string' && input.trim() === '');

// Number inputs hand over strings; anything that is not a whole number fails the next check.
const toCount = (input: unknown): number =>
  typeof input === 'number' ? input : typeof input === 'string' ? Number(input.trim()) : Number.NaN;

const isWhole = (value: number) => Number.isInteger(value);

/**
 * The guests and children of a booking request: requests are for parties larger than the
 * venue takes online, so guests start at maxWebGuests + 1; children are fewer than guests.
 */
export function bookingRequestSchema({
  maxWebGuests,
}: {
  maxWebGuests: number;
}): v.GenericSchema<unknown, BookingRequestValues> {
  const min = requestMinGuests({ maxWebGuests });
  return v.pipe(
    v.object({
      // A missing key would skip the pipe; the blank default sends it through the checks.
      guests: v.pipe(
        v.optional(v.unknown(), ''),
        v.check((input) => !isBlank(input), m('validation.required')),
        v.transform(toCount),
        v.check(isWhole, m('validation.number')),
        v.minValue(min, m('validation.guestsMin', { count: min })),
      ),
      guestsChildren: v.pipe(
        v.optional(v.unknown(), ''),
        v.transform((input) => (isBlank(input) ? 0 : toCount(input))),
        v.check(isWhole, m('validation.number')),
        v.minValue(0, m('validation.childrenMin')),
      ),
    }),
    v.forward(
      v.partialCheck(
        [['guests'], ['guestsChildren']],
        // Counts that failed their own checks are reported there, not again here.
        ({ guests, guestsChildren }) =>
          !isWhole(guests) || !isWhole(guestsChildren) || guestsChildren <= maxChildren(guests),
        (issue) =>
          // count: the noun agrees with the number (lt, lv), so it goes through plural selection.
          m('validation.childrenMax', {
            count: maxChildren((issue.input as BookingRequestValues).guests),
          }),
      ),
      ['guestsChildren'],
    ),
  ) as v.GenericSchema<unknown, BookingRequestValues>;
}
