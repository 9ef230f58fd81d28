import { instantMs } from '../time/apiTime.ts';
import type { ChosenTime } from '../wizard/WizardState.ts';

interface ArticleLike {
  ruleId?: number | null | undefined;
  start: string;
  end: string;
}

/**
 * The times a booking holds, one per rule and start, read from its articles (doc 2 §3): what
 * the guest chose, as the wizard keeps it. Articles without a rule (extras) are not times.
 */
export function bookedTimes(articles: readonly ArticleLike[], timeZone: string): ChosenTime[] {
  const seen = new Set<string>();
  const times: ChosenTime[] = [];
  for (const article of articles) {
    if (article.ruleId === undefined || article.ruleId === null) continue;
    const key = `${article.ruleId}|${instantMs(article.start, timeZone)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    times.push({ ruleId: article.ruleId, start: article.start, end: article.end });
  }
  return times;
}
