import { defineBookingWidget } from './element/defineBookingWidget.ts';

defineBookingWidget();
