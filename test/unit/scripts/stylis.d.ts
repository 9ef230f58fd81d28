// stylis (Emotion's CSS compiler, installed with @emotion/cache) ships no types; the test uses
// these three.
declare module 'stylis' {
  export function compile(css: string): unknown[];
  export function serialize(elements: unknown[], callback: unknown): string;
  export const stringify: unknown;
}
