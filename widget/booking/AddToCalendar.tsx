import { useEffect, useRef } from 'react';
import type { Booking, Settings } from '../../shared/contract/index.ts';
import { icsEvent } from '../../shared/calendar/icsEvent.ts';
import type { Translate } from '../../shared/i18n/Translate.ts';
import { Button } from '../ui/Button.tsx';

interface AddToCalendarProps {
  booking: Booking;
  settings: Settings;
  /** Link back to this booking page. */
  bookingUrl: string;
  party: string;
  t: Translate;
}

/**
 * 'Add to calendar' (issue 12): an .ics file made in the browser, in the venue's time zone, at
 * its address, linking back to the booking page. The Blob URL lives only for the download.
 */
export function AddToCalendar({ booking, settings, bookingUrl, party, t }: AddToCalendarProps) {
  const pending = useRef<{ url: string; timer: ReturnType<typeof setTimeout> } | null>(null);
  const release = () => {
    if (!pending.current) return;
    clearTimeout(pending.current.timer);
    URL.revokeObjectURL(pending.current.url);
    pending.current = null;
  };
  useEffect(() => release, []);
  const download = () => {
    release();
    const venue = settings.unitsMetaData.name;
    const text = icsEvent({
      uid: `${booking.guid}@booking-widget`,
      start: booking.start,
      end: booking.end,
      timeZone: settings.timeZone,
      summary: t('calendar.summary', { venue }),
      description: t('calendar.description', { party }),
      location: [venue, settings.address].filter(Boolean).join(', '),
      url: bookingUrl,
      now: Date.now(),
    });
    const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `booking-${booking.guid}.ics`;
    link.click();
    // The click starts the download at once; the URL is freed after it has been read.
    pending.current = { url, timer: setTimeout(release, 1000) };
  };
  return (
    <Button variant="secondary" onClick={download} data-testid="add-to-calendar">
      {t('calendar.add')}
    </Button>
  );
}
