import { createApp, h } from 'vue';
import { BookingWidgetView } from './BookingWidgetView.ts';

const app = createApp({
  render: () =>
    h(BookingWidgetView, {
      system: 'se_demo',
      unit: '1',
      guests: 2,
      onFinalized: (payload: { bookingId: string }) => console.log('booked', payload.bookingId),
    }),
});
// For templates (`<booking-widget system="se_demo" unit="1" />`): not a Vue component.
app.config.compilerOptions.isCustomElement = (tag) => tag === 'booking-widget';
app.mount('#app');
