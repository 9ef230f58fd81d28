// React 19 + TypeScript: the element in JSX, its events through a ref, the JS API for a modal.
// `booking-widget/react` types <booking-widget> in JSX and `window.BookingWidget`; loader.js
// itself comes from a script tag (index.html), so it loads from the widget's own origin.
import { useEffect, useRef, useState } from 'react';
import type {} from 'booking-widget/react';

export function BookingSection({ guests }: { guests: number }) {
  const widget = useRef<HTMLElementTagNameMap['booking-widget']>(null);
  const [booked, setBooked] = useState<string | null>(null);

  useEffect(() => {
    const element = widget.current;
    if (!element) return;
    const onFinalized = (event: CustomEvent<{ bookingId: string; status: number | null }>) =>
      setBooked(event.detail.bookingId);
    element.addEventListener('booking-widget:bookingFinalized', onFinalized);
    return () => element.removeEventListener('booking-widget:bookingFinalized', onFinalized);
  }, []);

  useEffect(() => {
    // Every widget on the page, inline, modal and iframe alike; payloads are typed.
    const onStep = (step: { step: string; guests: number | null }) =>
      console.log('step', step.step, step.guests);
    window.BookingWidget('on', 'step', onStep);
    return () => window.BookingWidget('off', 'step', onStep);
  }, []);

  return (
    <section>
      <booking-widget
        ref={widget}
        system="se_demo"
        unit="1"
        mode="inline"
        lang="en"
        guests={guests}
        guests-children={0}
      />
      <button
        type="button"
        onClick={() => window.BookingWidget('open', { system: 'se_demo', unit: '2' })}
      >
        Book an activity
      </button>
      {booked && <p>Booked: {booked}</p>}
    </section>
  );
}
