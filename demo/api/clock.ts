/** The API's only source of time: tests and the demo controls move it. */
export interface Clock {
  now(): number;
  set(ms: number): void;
  advance(ms: number): void;
}

/** A clock that runs with `source` (the real clock by default) plus an offset set by controls. */
export function createClock(source: () => number = () => Date.now()): Clock {
  let offset = 0;
  return {
    now: () => source() + offset,
    set(ms) {
      offset = ms - source();
    },
    advance(ms) {
      offset += ms;
    },
  };
}
