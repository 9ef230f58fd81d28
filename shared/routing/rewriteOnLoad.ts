import { formatSearch } from './formatSearch.ts';
import { isUuid } from './isUuid.ts';
import { joinPath } from './joinPath.ts';
import { parseBoolean } from './parseBoolean.ts';
import type { QueryRecord } from './parseSearch.ts';
import { Segment } from './segments.ts';
import { splitPath } from './splitPath.ts';
import { toQueryRecord } from './toQueryRecord.ts';

export interface LoadRewrite {
  pathname: string;
  query: QueryRecord;
  /** `query` as a search string ('' or starting with '?'). */
  search: string;
  /** Path or query differ from what was loaded, so the address should be replaced. */
  changed: boolean;
  /** The page must load again (the activity-booking segment was added). */
  reload: boolean;
}

function firstValue(value: string | string[] | undefined): string | undefined {
  const one = Array.isArray(value) ? value[0] : value;
  const trimmed = one?.trim();
  return trimmed === undefined || trimmed === '' ? undefined : trimmed;
}

/** The address fixes doc 1 §2 "Path reading" applies once, when the widget loads. */
export function rewriteOnLoad(pathname: string, query: QueryRecord | string): LoadRewrite {
  const segments = splitPath(pathname);
  const next = toQueryRecord(query);
  const before = joinPath(segments);
  const searchBefore = formatSearch(toQueryRecord(query));

  const second = segments[1];
  if (segments[0]?.toLowerCase() !== Segment.Booking && second !== undefined && isUuid(second)) {
    segments.unshift(Segment.Booking);
  }
  const offset = segments[0]?.toLowerCase() === Segment.Booking ? 1 : 0;

  // A value already in the path wins. The query copy leaves once the path holds the value;
  // one that has no place yet (a unit id without a system) stays for later readers.
  const system = firstValue(next.system);
  if (system !== undefined && segments.length === offset) segments.push(system);
  if (segments.length > offset) delete next.system;
  const unitId = firstValue(next.unitId);
  if (unitId !== undefined && offset === 0 && segments.length === 1) segments.push(unitId);
  if (offset === 0 && segments.length > 1) delete next.unitId;

  let reload = false;
  if (parseBoolean(firstValue(next.activityBooking))) {
    const hasSegment = segments.some((s) => s.toLowerCase() === Segment.ActivityBooking);
    // Position 3 only exists once system and unit (or booking and system) are known.
    if (!hasSegment && segments.length >= 2) {
      segments.splice(2, 0, Segment.ActivityBooking);
      reload = true;
    }
    if (hasSegment || reload) delete next.activityBooking;
  }

  const path = joinPath(segments);
  const search = formatSearch(next);
  return {
    pathname: path,
    query: next,
    search,
    changed: path !== before || search !== searchBefore,
    reload,
  };
}
