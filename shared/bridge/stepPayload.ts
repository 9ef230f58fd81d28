import { instantMs } from '../time/apiTime.ts';
import { writeApiTime } from '../time/writeApiTime.ts';
import type { WizardState } from '../wizard/WizardState.ts';
import type { StepPayload } from './events.ts';

/**
 * The step message for a route and the wizard's choices (doc 2 §7 step messages). The times are
 * written with the venue's offset, whatever form the API wrote them in: a host reads the
 * venue's wall clock and the instant alike.
 */
export function stepPayload(routeName: string, wizard: WizardState, timeZone: string): StepPayload {
  return {
    step: routeName,
    guests: wizard.guests ?? null,
    children: wizard.guestsChildren ?? null,
    date: wizard.date ?? null,
    times: wizard.times.map(({ start }) =>
      writeApiTime(instantMs(start, timeZone), timeZone, 'offset'),
    ),
    isWaitList: wizard.isWaitList,
    bookingId: wizard.bookingId ?? null,
  };
}
