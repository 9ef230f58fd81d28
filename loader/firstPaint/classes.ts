/** The parts of the first paint; each is styled like its React twin (scripts/firstPaintCss.ts). */
export type FirstPaintPart =
  | 'root'
  | 'header'
  | 'name'
  | 'logo'
  | 'actions'
  | 'menu'
  | 'coverSquare'
  | 'coverWide'
  | 'columns'
  | 'aside'
  | 'intro'
  | 'track'
  | 'fill'
  | 'title'
  | 'stack'
  | 'grid'
  | 'option';

/** Class names: short, and apart from Emotion's `bw-…` ones in the same shadow root. */
export const FIRST_PAINT_CLASSES: Record<FirstPaintPart, string> = {
  root: 'fp-root',
  header: 'fp-header',
  name: 'fp-name',
  logo: 'fp-logo',
  actions: 'fp-actions',
  menu: 'fp-menu',
  coverSquare: 'fp-cs',
  coverWide: 'fp-cw',
  columns: 'fp-columns',
  aside: 'fp-aside',
  intro: 'fp-intro',
  track: 'fp-track',
  fill: 'fp-fill',
  title: 'fp-title',
  stack: 'fp-stack',
  grid: 'fp-grid',
  option: 'fp-option',
};
