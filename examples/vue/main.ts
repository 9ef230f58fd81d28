// A routed Vue app: three routes, the booking widget on one of them. The route is the address's
// hash (`#/book`), switched with `h`; Vue Router mounts and unmounts the view the same way.
import { createApp, defineComponent, h, onBeforeUnmount, ref } from 'vue';
import { BookingWidgetView } from './BookingWidgetView.ts';

const currentRoute = () => location.hash.slice(1) || '/';

const App = defineComponent({
  name: 'VenueApp',
  setup() {
    const route = ref(currentRoute());
    const step = ref('');
    const onHashChange = () => (route.value = currentRoute());
    window.addEventListener('hashchange', onHashChange);
    onBeforeUnmount(() => window.removeEventListener('hashchange', onHashChange));
    const page = () =>
      route.value === '/book'
        ? [
            h('h1', 'Book a table'),
            h(BookingWidgetView, {
              system: 'se_demo',
              unit: '1',
              lang: 'en',
              onStep: (payload: { step: string; guests: number | null }) =>
                (step.value = `Step: ${payload.step}, guests: ${payload.guests ?? '-'}`),
              onFinalized: (payload: { bookingId: string }) =>
                console.log('booked', payload.bookingId),
            }),
            h('p', { role: 'status' }, step.value),
          ]
        : route.value === '/contact'
          ? [h('p', 'Call us on +46 8 123 456 78.')]
          : [h('p', 'Welcome to our restaurant.')];
    return () =>
      h('div', [
        h('nav', [
          h('a', { href: '#/' }, 'Home'),
          ' ',
          h('a', { href: '#/book' }, 'Book a table'),
          ' ',
          h('a', { href: '#/contact' }, 'Contact'),
        ]),
        h('main', page()),
      ]);
  },
});

const app = createApp(App);
// For templates (`<booking-widget system="se_demo" unit="1" />`): not a Vue component.
app.config.compilerOptions.isCustomElement = (tag) => tag === 'booking-widget';
app.mount('#app');
