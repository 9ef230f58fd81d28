import { ELEMENT_ATTRIBUTES } from '../../shared/element/elementAttributes.ts';

/**
 * What opens a widget: the element's attributes (system, unit, guests, date, lang, ...) plus
 * `route` (a start route, as after the payment terminal) and `title` (the accessible name of the
 * modal or iframe). Read from `data-*` attributes or given to `BookingWidget.open({...})`.
 */
export type WidgetOptions = Partial<Record<string, string>>;

const NAMES = [...ELEMENT_ATTRIBUTES, 'route', 'title'];

/** The options an element declares as `data-*` attributes (the loader's tag, an open button). */
export function readOptions(from: Element): WidgetOptions {
  const options: WidgetOptions = {};
  for (const name of NAMES) {
    const value = from.getAttribute('data-' + name);
    if (value !== null && value !== '') options[name] = value;
  }
  return options;
}
