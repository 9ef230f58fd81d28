import type { Booking } from '../../../shared/contract/index.ts';
import { editFailureMessage } from '../../../shared/booking/editFailureMessage.ts';
import { editRequestBody } from '../../../shared/booking/editRequestBody.ts';
import type { EditableValues, EditType } from '../../../shared/booking/isEditSaveEnabled.ts';
import { isHttpError } from '../../api/errors.ts';
import { internationalPhone } from '../../fields/phonePlans.ts';
import { flowEventsOf } from '../../flows/flowEvents.ts';
import { useWidget } from '../../hooks/useWidget.ts';
import type { Translate } from '../../../shared/i18n/Translate.ts';
import { useBookingMutation } from './useBookingMutation.ts';

interface EditSaveOptions {
  booking: Booking;
  t: Translate;
  /** The widget's own namespace: the booking flow's 'time not available' (doc 1 §8). */
  common: Translate;
  /** Called after every save tried, saved or not (the availability is read again). */
  onSaveTried(): void;
  /** Called once the booking is saved. */
  onSaved(): void;
  /** Called when the chosen time was taken meanwhile: the guest picks another (issue 49). */
  onTimeTaken(): void;
}

/**
 * Sends the chosen kind of change (doc 2 §4 Edit, §7 "update booking"), with the 5 s toasts of
 * doc 2 §8 "Edit save failure" (saying so when the new time was taken meanwhile); a saved edit
 * records EditBookingSaved (doc 2 §7).
 */
export function useEditSave(options: EditSaveOptions) {
  const { booking, t, common, onSaveTried, onSaved, onTimeTaken } = options;
  const { api, store } = useWidget();
  const { run, busy } = useBookingMutation();

  async function save(type: EditType, draft: EditableValues, phoneCountry: string | null) {
    const body = editRequestBody(type, draft, {
      phoneCountry,
      message: booking.contact?.message ?? '',
      internationalPhone,
    });
    const saved = await run(() => api.edit(booking.guid, body), {
      successTitle: t('edit.saved'),
      failureTitle: t('edit.failed'),
      failureMessage: (error) => {
        const message = editFailureMessage(type, isHttpError(error) ? error.code : null);
        if (message === 'timeNotAvailable') onTimeTaken();
        return message ? common(`errors.${message}`) : undefined;
      },
    });
    onSaveTried();
    if (!saved) return;
    // doc 2 §7 EditBookingSaved: the edit dialog saved the booking.
    flowEventsOf(store).record('editBookingSaved', { bookingId: booking.guid });
    onSaved();
  }
  return { save, busy };
}
