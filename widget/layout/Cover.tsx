import { css } from '@emotion/react';
import { SafeImage } from './SafeImage.tsx';

// On a screen too short for the whole ratio, the image is cropped to half the screen's height
// (centred), so the first step's title and choices stay in sight without scrolling.
const cover = css`
  display: block;
  width: 100%;
  max-height: 50vh;
  max-height: 50svh;
  object-fit: cover;
  background: var(--bw-surface-muted, #f4f4f6);
`;

// The widget's root is a size container, so the ratio follows the widget's own width, not
// the window's: a narrow column on a wide page still gets the square image.
const square = css`
  ${cover};
  aspect-ratio: 1 / 1;
  @container bw (min-width: 720px) {
    display: none;
  }
`;

const wide = css`
  ${cover};
  aspect-ratio: 32 / 9;
  display: none;
  @container bw (min-width: 720px) {
    display: block;
  }
`;

interface CoverProps {
  oneByOne?: string | null | undefined;
  thirtyTwoByNine?: string | null | undefined;
  alt: string;
}

/** The venue's cover: 1:1 on small widths, 32:9 on wide ones (doc 1 §2 Layout). */
export function Cover({ oneByOne, thirtyTwoByNine, alt }: CoverProps) {
  const small = oneByOne || thirtyTwoByNine;
  const large = thirtyTwoByNine || oneByOne;
  if (!small) return null;
  return (
    <div part="cover">
      <SafeImage css={square} src={small} alt={alt} loading="lazy" data-cover="1:1" />
      <SafeImage css={wide} src={large ?? undefined} alt={alt} loading="lazy" data-cover="32:9" />
    </div>
  );
}
