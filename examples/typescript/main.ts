// Plain TypeScript: the element and the JS API, typed by the package (`booking-widget`).
import type { BookingWidgetEventPayloads } from 'booking-widget';

const widget = document.createElement('booking-widget');
widget.system = 'se_demo';
widget.unit = '1';
widget.mode = 'inline';
// The children prefill's property (the `children` attribute; `el.children` is the DOM's).
widget.guestsChildren = '1';
widget.setAttribute('guests', '3');
document.querySelector('main')?.append(widget);

widget.addEventListener('booking-widget:step', (event) => {
  console.log(event.detail.step, event.detail.date, event.detail.times);
});
widget.addEventListener('booking-widget:error', (event) => {
  // The bundle did not load: the element shows a message and a link to the full page.
  if (event.detail.fullPage) console.warn('booking widget unavailable', event.detail.fullPage);
});

const onBooked = (payload: BookingWidgetEventPayloads['bookingFinalized']) =>
  console.log('booked', payload.bookingId, payload.status);
window.BookingWidget('on', 'bookingFinalized', onBooked);

document.querySelector('#book')?.addEventListener('click', async () => {
  const handle = await BookingWidget.open({ system: 'se_demo', unit: '1', guests: '2' });
  setTimeout(() => handle.close(), 60_000);
});
