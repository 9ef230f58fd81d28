import type { Booking, Settings } from '../../shared/contract/index.ts';
import type { MutationFailure } from '../../shared/errors/mutationFailure.ts';
import { menuResponse } from '../../shared/preorder/menuResponse.ts';
import { readApiTime } from '../../shared/time/apiTime.ts';
import type { MenuGroup } from '../../shared/preorder/types.ts';
import type { FlowDeps } from '../flows/createBookingFlow.ts';
import { routeFailure } from '../flows/routeFailure.ts';

/**
 * Saves the guest's choices with BookingMenusExternal/Respond (doc 1 §7); the booking query
 * is invalidated afterwards, so the next step reads the confirmed menu.
 */
export async function respondToMenu(
  { api, cache }: Pick<FlowDeps, 'api' | 'cache'>,
  menu: { publicId: string; groups: readonly MenuGroup[] },
  bookingGuid: string,
): Promise<void> {
  await api.respondToMenu(menuResponse(menu, bookingGuid));
  cache.invalidate(api.booking(bookingGuid).key);
}

/**
 * doc 1 §4 Preorder: a booking whose menu is already confirmed is re-created on entering
 * pre-order. The old booking is cleared first, so its table is free for the new one (the leave
 * guard would clear it too once the path names the new guid); the same times are booked again.
 * Only shared/ modules the first screen does not load are imported here: each one it does
 * load would split a first-screen chunk (DESIGN §6 budget).
 */
export async function recreateBooking(
  { api, cache, store }: FlowDeps,
  old: Booking,
  settings: Settings,
): Promise<Booking> {
  const { wizard, language } = store.getState();
  await api.clear(old.guid).catch(() => undefined);
  // The wizard holds the times on this step: set when the time was chosen, and again from the
  // booking when a reload revives it (createBookingFlow).
  const times = wizard.times;
  const booking = await api.createBooking({
    unitId: settings.unitsMetaData.id,
    guests: wizard.guests ?? old.guests,
    guestsChildren: wizard.guestsChildren ?? old.guestsChildren,
    // The venue's day of the booking (the wizard always has the date; this covers a state
    // without it).
    date: wizard.date ?? readApiTime(old.start, settings.timeZone).date,
    times: times.map(({ ruleId, start }) => ({ ruleId, start })),
    isInquiry: false,
    isWaitList: false,
    lang: language,
    // No sectionIds or tag: the same rule and start are booked again, and a rule has one section.
  });
  cache.setData(api.booking(booking.guid).key, booking);
  cache.invalidate('GET webbooking/availabletimes', 'GET webbooking/daystates');
  return booking;
}

/**
 * What a failed respond or re-creation means (doc 1 §8 "Creation or respond failure"): a coded
 * answer opens the reservation-failed modal, offline shows the no-connection page, anything
 * else leaves the guest here with every choice kept.
 */
export function preorderFailure(
  { store }: Pick<FlowDeps, 'store'>,
  error: unknown,
): MutationFailure {
  return routeFailure(store, error, 'step');
}
