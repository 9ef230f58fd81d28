/**
 * The host-page query parameter that carries the widget's own address back from the payment
 * terminal in inline and modal mode (DESIGN §5 "Payment return"). The loader reads it.
 */
export const RETURN_ROUTE_PARAM = 'bookingWidgetRoute';
