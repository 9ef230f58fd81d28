import { readApiTime } from '../time/apiTime.ts';

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
    const clock = (value: string) => readApiTime(value, timeZone).time;
    const key = `${entry.articleGroupId}|${clock(entry.start)}-${clock(entry.end)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
