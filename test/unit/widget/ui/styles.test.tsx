import { afterEach, describe, expect, it } from 'vitest';
import { css } from '@emotion/react';
import { focusRing, reducedMotion } from '../../../../widget/ui/styles.ts';
import { cleanup, render } from './render.tsx';

afterEach(cleanup);

const emitted = () =>
  Array.from(document.querySelectorAll('style[data-emotion]'))
    .map((s) => s.textContent ?? '')
    .join('\n');

describe('shared styles', () => {
  it('focusRing draws the ring on :focus-visible only, in the focus token', () => {
    expect(focusRing.styles).toContain(':focus-visible');
    expect(focusRing.styles).toContain('var(--bw-focus');
    expect(focusRing.styles).not.toMatch(/&:focus\s*\{/);
  });

  it('reducedMotion turns off transitions and animations under prefers-reduced-motion', () => {
    render(
      <div
        css={css`
          transition: opacity 1s;
          ${reducedMotion};
        `}
      />,
    );
    expect(emitted()).toMatch(/@media \(prefers-reduced-motion: ?reduce\)\{[^}]*transition:none/);
  });
});
