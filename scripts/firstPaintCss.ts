// The stylesheet of the loader's first paint (issue 16), compiled at build time from the widget's
// own Emotion styles: the pre-React first step and React's first step share every declaration,
// so the hand-over moves nothing. build.mjs bundles this file for Node, runs it and hands the
// text to the loader's bundles as __FIRST_PAINT_CSS__. Nothing here is written twice by hand:
// a style changed in a component changes the first paint with the next build.
import createCache from '@emotion/cache';
import { css, type SerializedStyles } from '@emotion/react';
import { appStyles } from '../widget/app/App.tsx';
import { hostCss } from '../widget/app/HostStyles.tsx';
import { coverStyles } from '../widget/layout/Cover.tsx';
import { headerStyles } from '../widget/layout/Header.tsx';
import { layoutStyles } from '../widget/layout/Layout.tsx';
import { buttonStyles } from '../widget/ui/Button.tsx';
import { iconButtonStyles } from '../widget/ui/IconButton.tsx';
import { progressStyles } from '../widget/ui/ProgressBar.tsx';
import { guestsStepStyles } from '../widget/wizard/GuestsStep.tsx';
import { numberGridStyles } from '../widget/wizard/NumberGrid.tsx';
import { wizardFrameStyles } from '../widget/wizard/WizardFrame.tsx';
import { FIRST_PAINT_CLASSES, type FirstPaintPart } from '../loader/firstPaint/classes.ts';

/** Each part of the first paint, with the widget styles its React twin is drawn with. */
const parts: Record<FirstPaintPart, SerializedStyles> = {
  root: layoutStyles.root,
  header: headerStyles.bar,
  name: headerStyles.name,
  logo: headerStyles.logo,
  actions: headerStyles.actions,
  // IconButton: <Button size="sm" variant="ghost"> with its own square last (Emotion puts a
  // className's styles after the element's own).
  menu: css([
    buttonStyles.base,
    buttonStyles.sizes.sm,
    buttonStyles.variants.ghost,
    iconButtonStyles.square,
  ]),
  coverSquare: coverStyles.square,
  coverWide: coverStyles.wide,
  columns: layoutStyles.columns,
  aside: layoutStyles.aside,
  intro: appStyles.intro,
  track: progressStyles.track,
  fill: progressStyles.fill,
  title: wizardFrameStyles.title,
  stack: guestsStepStyles.stack,
  grid: numberGridStyles.grid,
  option: numberGridStyles.option,
};

/** The whole stylesheet: the element's base (HostStyles), then one class per part. */
export function firstPaintCss(): string {
  // Under Node, Emotion's cache compiles (stylis: nesting, container queries) and returns the
  // rules instead of inserting them.
  // No vendor prefixes: the browsers the widget supports need none for these rules.
  const cache = createCache({ key: 'fp', stylisPlugins: [] });
  const rules = (Object.keys(parts) as FirstPaintPart[]).map((part) => {
    const compiled = cache.insert(`.${FIRST_PAINT_CLASSES[part]}`, parts[part], cache.sheet, false);
    if (typeof compiled !== 'string' || !compiled) {
      throw new Error(`firstPaintCss: Emotion compiled nothing for ${part}`);
    }
    return compiled;
  });
  const host = cache.insert('', css(hostCss), cache.sheet, false);
  return [host, ...rules].join('').replace(/\s+/g, ' ');
}
