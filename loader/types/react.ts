// The types of `booking-widget/react`: React 19's JSX for <booking-widget> (issue 33), the
// element's attributes, typed, and React's own props, any other attribute refused; and the
// runtime component of dist/react.js (issue 50, loader/react/BookingWidget.ts), React 18 and 19.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { BookingWidgetAttributes, BookingWidgetElement } from './index.ts';

export type * from './index.ts';
export {
  BookingWidget,
  type BookingWidgetEventProps,
  type BookingWidgetProps,
} from '../react/BookingWidget.ts';

/**
 * `<booking-widget>` in JSX. `children` is React's (content), so the children prefill is
 * `guests-children`; write multi-word attributes kebab-case (`api-base`), as in HTML.
 */
export type BookingWidgetJsxProps = Omit<BookingWidgetAttributes, 'children'> &
  DetailedHTMLProps<HTMLAttributes<BookingWidgetElement>, BookingWidgetElement>;

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'booking-widget': BookingWidgetJsxProps;
    }
  }
}
