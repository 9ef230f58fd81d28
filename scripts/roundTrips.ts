export interface Timed {
  url: string;
  method: string;
  start: number;
  end: number;
}

/**
 * The longest chain of requests where each starts after the previous one finished, first to
 * last: what the page waited for in turn. Two requests that overlap are one round trip.
 */
export function longestChain(requests: Timed[]): Timed[] {
  const sorted = [...requests].sort((a, b) => a.start - b.start);
  const best = new Map<Timed, Timed[]>();
  for (const r of sorted) {
    const before = sorted
      .filter((p) => p !== r && p.end <= r.start)
      .map((p) => best.get(p) ?? [])
      .reduce<Timed[]>((longest, chain) => (chain.length > longest.length ? chain : longest), []);
    best.set(r, [...before, r]);
  }
  return [...best.values()].reduce<Timed[]>(
    (longest, chain) => (chain.length > longest.length ? chain : longest),
    [],
  );
}

/** Depth of the longest chain of requests where each starts after the previous one finished. */
export function roundTrips(requests: Timed[]): number {
  return longestChain(requests).length;
}
