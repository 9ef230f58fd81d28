import { useEffect, useRef } from 'react';
import type { WidgetI18n } from '../i18n/WidgetI18n.ts';
import { switchLanguage } from '../i18n/switchLanguage.ts';
import { bookingUiLanguage } from '../../shared/booking/bookingUiLanguage.ts';
import { useWidget } from '../hooks/useWidget.ts';

/**
 * Switches the interface to the booking's language once per booking (doc 2 §2): a guest who
 * booked in English reads English in a Swedish browser. The guest's own choice is not stored
 * over, and they can still pick another language in the menu afterwards.
 */
export function useBookingLanguage(
  i18n: WidgetI18n,
  booking: { guid: string; language: string } | undefined,
) {
  const { store } = useWidget();
  const switched = useRef<string | null>(null);
  useEffect(() => {
    if (!booking || switched.current === booking.guid) return;
    switched.current = booking.guid;
    const wanted = bookingUiLanguage(booking.language);
    if (i18n.language === wanted) return;
    void switchLanguage(i18n, store, wanted);
  }, [booking, i18n, store]);
}
