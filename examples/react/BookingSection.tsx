// React 18 or 19 + TypeScript: the `BookingWidget` component of `booking-widget/react`, its
// props typed, its events as props, a ref to the element, and the JS API for a modal. loader.js
// itself comes from a script tag (index.html), so it loads from the widget's own origin.
import { useRef, useState } from 'react';
import { BookingWidget, type BookingWidgetElement } from 'booking-widget/react';

/** A guest signed in on the venue's own site: the widget's details step starts with them. */
interface SignedInGuest {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export function BookingSection({ guest }: { guest?: SignedInGuest }) {
  const widget = useRef<BookingWidgetElement>(null);
  const [step, setStep] = useState('');
  const [booked, setBooked] = useState<string | null>(null);

  return (
    <section>
      <h1>Book a table</h1>
      <BookingWidget
        ref={widget}
        system="se_demo"
        unit="1"
        mode="inline"
        lang="en"
        firstName={guest?.firstName}
        lastName={guest?.lastName}
        email={guest?.email}
        phone={guest?.phone}
        onStep={(payload) => setStep(`Step: ${payload.step}, guests: ${payload.guests ?? '-'}`)}
        onBookingFinalized={({ bookingId }) => setBooked(bookingId)}
        onScroll2top={() => widget.current?.scrollIntoView({ block: 'start' })}
      />
      <p role="status">{step}</p>
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
