import { buildPath } from './buildPath.ts';

export interface StartPageInput {
  system: string;
  unitId: number;
  isActivityBooking: boolean;
}

/** Where the session guard sends a guest to start over (doc 2 §2): the first wizard step. */
export function startPagePath(input: StartPageInput): string {
  return buildPath({ name: 'wizard', isBookingRequest: false, ...input });
}
