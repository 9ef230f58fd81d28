import { DateTime } from 'luxon';
import { instantMs } from '../time/apiTime.ts';

export interface ArticleEntry {
  start: string;
  end: string;
  articleGroupId: number | null;
}

/**
 * Keeps the first entry per article group and HH:mm-HH:mm range in the venue time zone
 * (doc 1 §3 Article entry), so one activity booked on several resources is listed once.
 */
export function dedupeArticleEntries<T extends ArticleEntry>(
  entries: readonly T[],
  timeZone: string,
): T[] {
  const seen = new Set<string>();
  return entries.filter((entry) => {
    const key = `${entry.articleGroupId}|${hhmm(entry.start, timeZone)}-${hhmm(entry.end, timeZone)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function hhmm(value: string, timeZone: string): string {
  return DateTime.fromMillis(instantMs(value, timeZone), { zone: timeZone }).toFormat('HH:mm');
}
