// lazyBase names what the lazy screens share with the first step. Importing it here too keeps
// esbuild from giving its 26 bytes of import glue a chunk (and a request) of their own.
import './lazyBase.ts';
import { defineBookingWidget } from './element/defineBookingWidget.ts';

defineBookingWidget();
