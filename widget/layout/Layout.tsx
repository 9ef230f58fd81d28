import { css } from '@emotion/react';
import { useState, type ReactNode } from 'react';
import { useT } from '../hooks/useT.ts';
import { token } from '../ui/tokens.ts';
import { SideSlotContext } from './SideSlotContext.ts';

// The widget is a size container named bw: the layout follows the room the venue gives it.
const root = css`
  container: bw / inline-size;
  background: ${token('--bw-surface')};
  color: ${token('--bw-text')};
  min-height: 320px;
`;

const columns = css`
  display: grid;
  grid-template-columns: minmax(0, 560px);
  justify-content: center;
  gap: 32px;
  padding: 16px 16px 32px;
  @container bw (min-width: 960px) {
    grid-template-columns: minmax(0, 560px) 360px;
  }
`;

// On narrow widgets the venue's welcome text (with its phone and website links) follows the
// steps, so it never pushes the first choices down; from 960px it is the side column.
const aside = css`
  padding-top: 24px;
  border-top: 1px solid ${token('--bw-border')};
  @container bw (min-width: 960px) {
    padding-top: 0;
    border-top: none;
  }
  /* Only a step's side panel, which narrow widgets show elsewhere: nothing to show there. */
  &[data-slot-only] {
    display: none;
    @container bw (min-width: 960px) {
      display: block;
    }
  }
`;

interface LayoutProps {
  header: ReactNode;
  cover?: ReactNode;
  side?: ReactNode;
  /**
   * The side column starts with a slot that the step can fill (SideSlotContext): the activity
   * list puts the guest's choices there, so its cards keep the whole content width.
   */
  sideSlot?: boolean;
  children: ReactNode;
}

/**
 * Header and cover across the top, then the content at most 560px wide, and on wide widgets a
 * 360px side column (the spec's 22.5rem, in px so a host's root font size changes nothing).
 * Narrower, the side content comes after the content, in the same column. Its `lang` is the
 * widget's UI language.
 */
export function Layout({ header, cover, side, sideSlot = false, children }: LayoutProps) {
  // The widget's own language, whatever the page's: hyphenation, quotes, the screen reader's
  // voice and Chromium's locale follow the nearest `lang`, not the host's <html>.
  const { language } = useT();
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  return (
    <div css={root} part="layout" lang={language}>
      {header}
      {cover}
      <div css={columns}>
        <SideSlotContext.Provider value={sideSlot ? slot : null}>
          <div>{children}</div>
        </SideSlotContext.Provider>
        {(side || sideSlot) && (
          <aside css={aside} part="side" data-slot-only={side ? undefined : ''}>
            {sideSlot && <div ref={setSlot} />}
            {side}
          </aside>
        )}
      </div>
    </div>
  );
}
