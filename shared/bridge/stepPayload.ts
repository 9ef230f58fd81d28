import type { WizardState } from '../wizard/WizardState.ts';
import type { StepPayload } from './events.ts';

/** The step message for a route and the wizard's choices (doc 2 §7 step messages). */
export function stepPayload(routeName: string, wizard: WizardState): StepPayload {
  return {
    step: routeName,
    guests: wizard.guests ?? null,
    children: wizard.guestsChildren ?? null,
    date: wizard.date ?? null,
    times: wizard.times.map((time) => time.start),
    isWaitList: wizard.isWaitList,
    bookingId: wizard.bookingId ?? null,
  };
}
