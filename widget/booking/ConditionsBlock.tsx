import { css } from '@emotion/react';
import { useEffect, useId, useRef, useState } from 'react';
import type { Translate } from '../../shared/i18n/Translate.ts';
import { VenueText } from '../text/VenueText.tsx';
import { Button } from '../ui/Button.tsx';
import { card } from './bookingPageStyles.ts';

const clamped = css`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 3;
  line-clamp: 3;
  overflow: hidden;
`;

/**
 * The information-and-conditions block (doc 2 §2): the venue's conditions and the booked rules'
 * own, collapsed to 3 lines with show more/less when the venue asks for it (collapseConditions)
 * and the text is longer than that.
 */
export function ConditionsBlock({
  texts,
  collapse,
  t,
}: {
  texts: string[];
  collapse: boolean;
  t: Translate;
}) {
  const [expanded, setExpanded] = useState(false);
  // A text that fits in its 3 lines gets no show more (measured while clamped, once it is in).
  const [fits, setFits] = useState(true);
  const id = useId();
  const body = useRef<HTMLDivElement>(null);
  const shown = texts.filter((text) => text.trim() !== '');
  const collapsed = collapse && !expanded;
  const hasText = shown.length > 0;
  // The texts come in after the sanitiser loads: measured whenever the box changes.
  useEffect(() => {
    const el = body.current;
    if (!el || !collapsed) return;
    const observer = new ResizeObserver(() => setFits(el.scrollHeight <= el.clientHeight));
    observer.observe(el);
    return () => observer.disconnect();
  }, [collapsed, hasText]);
  if (!hasText) return null;
  return (
    <section css={card} aria-labelledby={`${id}-title`} data-testid="conditions">
      <h3 id={`${id}-title`}>{t('conditions.title')}</h3>
      <div
        id={`${id}-body`}
        css={collapsed ? clamped : undefined}
        data-collapsed={collapsed}
        ref={body}
      >
        {shown.map((text, index) => (
          <VenueText key={index} text={text} />
        ))}
      </div>
      {collapse && !fits && (
        <Button
          variant="link"
          size="sm"
          aria-expanded={expanded}
          aria-controls={`${id}-body`}
          onClick={() => setExpanded((value) => !value)}
        >
          {t(expanded ? 'conditions.showLess' : 'conditions.showMore')}
        </Button>
      )}
    </section>
  );
}
