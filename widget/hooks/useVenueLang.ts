import { useContext } from 'react';
import { venueLanguage } from '../../shared/i18n/venueLanguage.ts';
import { I18nContext } from './useT.ts';
import { WidgetContext } from './useWidget.ts';

/**
 * The `lang` for a name the venue wrote (a room, rule, menu or activity): its language where it
 * is not the interface's, so a screen reader reads "Smörgåsbord" as the venue wrote it (WCAG
 * 3.1.2, issue 52); undefined where the two agree. Read as VenueText reads it, and tolerant as it
 * is of a component drawn outside a widget (its own test). The screens using it draw again on a
 * language change: their `t` changes with it.
 */
export function useVenueLang(): string | undefined {
  const system = useContext(WidgetContext)?.system;
  const language = useContext(I18nContext)?.language ?? '';
  const venue = system ? venueLanguage(system) : undefined;
  return venue && venue !== language.split('-')[0] ? venue : undefined;
}
