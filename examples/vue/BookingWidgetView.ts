// Vue 3 + TypeScript: a component around <booking-widget>, its events re-emitted typed.
// In templates, tell Vue the tag is a custom element (main.ts: compilerOptions.isCustomElement).
import { defineComponent, h, onBeforeUnmount, onMounted, ref, type PropType } from 'vue';
import type { BookingWidgetAttributes, BookingWidgetEventPayloads } from 'booking-widget';

type Finalized = BookingWidgetEventPayloads['bookingFinalized'];
type Step = BookingWidgetEventPayloads['step'];

export const BookingWidgetView = defineComponent({
  name: 'BookingWidgetView',
  props: {
    system: { type: String, required: true },
    unit: { type: String, required: true },
    mode: { type: String as PropType<BookingWidgetAttributes['mode']>, default: 'inline' },
    lang: { type: String, default: undefined },
    guests: { type: Number, default: undefined },
  },
  emits: {
    finalized: (payload: Finalized) => typeof payload.bookingId === 'string',
    step: (payload: Step) => typeof payload.step === 'string',
  },
  setup(props, { emit }) {
    const element = ref<HTMLElementTagNameMap['booking-widget'] | null>(null);
    const onFinalized = (event: CustomEvent<Finalized>) => emit('finalized', event.detail);
    const onStep = (event: CustomEvent<Step>) => emit('step', event.detail);
    // The element stays until the component goes: the listeners are removed with it.
    onMounted(() => {
      element.value?.addEventListener('booking-widget:bookingFinalized', onFinalized);
      element.value?.addEventListener('booking-widget:step', onStep);
    });
    onBeforeUnmount(() => {
      element.value?.removeEventListener('booking-widget:bookingFinalized', onFinalized);
      element.value?.removeEventListener('booking-widget:step', onStep);
    });
    return () => {
      const attributes: BookingWidgetAttributes = {
        system: props.system,
        unit: props.unit,
        mode: props.mode,
        ...(props.lang === undefined ? {} : { lang: props.lang }),
        ...(props.guests === undefined ? {} : { guests: props.guests }),
      };
      return h('booking-widget', { ref: element, ...attributes });
    };
  },
});
