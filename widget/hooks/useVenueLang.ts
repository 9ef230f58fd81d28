import { venueLanguage } from '../../shared/i18n/venueLanguage.ts';
import { useT } from './useT.ts';
import { useWidget } from './useWidget.ts';

/**
 * The `lang` for a name the venue wrote (a room, rule, menu or activity): its language where it
 * is not the interface's, so a screen reader reads "Bowling 60 min" or "Smörgåsbord" as the
 * venue wrote it (WCAG 3.1.2, issue 52); undefined where the two agree.
 */
export function useVenueLang(): string | undefined {
  const { system } = useWidget();
  const { language } = useT();
  const venue = venueLanguage(system);
  return venue && venue !== language.split('-')[0] ? venue : undefined;
}
