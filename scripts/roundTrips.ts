export interface Timed {
  url: string;
  method: string;
  start: number;
  end: number;
}

/** Depth of the longest chain of requests where each starts after the previous one finished. */
export function roundTrips(requests: Timed[]): number {
  const sorted = [...requests].sort((a, b) => a.start - b.start);
  const depth = new Map<Timed, number>();
  for (const r of sorted) {
    const before = sorted.filter((p) => p !== r && p.end <= r.start);
    depth.set(r, 1 + Math.max(0, ...before.map((p) => depth.get(p) ?? 0)));
  }
  return Math.max(0, ...depth.values());
}
