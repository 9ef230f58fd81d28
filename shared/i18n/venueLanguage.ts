import { marketOf } from '../money/marketOf.ts';
import { countryToLanguage } from './countryToLanguage.ts';

/**
 * The language a venue writes its own texts in (intro, conditions, messages): its market's
 * ('se_demo' → 'sv'). The settings name none, so this is the best guess, and it is put on those
 * texts as `lang` so a screen reader reads Swedish as Swedish on an English page (WCAG 3.1.2;
 * docs/decisions/ui-kit.md). Undefined for a market we do not know.
 */
export function venueLanguage(system: string): string | undefined {
  return countryToLanguage(marketOf(system)) ?? undefined;
}
