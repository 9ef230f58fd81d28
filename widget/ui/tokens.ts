/**
 * Design tokens of the UI kit: CSS custom properties set on `:host` (a host page may override
 * them). The lead adds the new ones to HostStyles; every use goes through `token()`, which
 * carries the default as a fallback so a component looks right even where a token is missing.
 */
export const tokenDefaults = {
  /** Brand colour: primary buttons, selected tabs, progress fill. Set from the venue theme. */
  '--bw-primary': '#2c5f4f',
  /** Text and icons on `--bw-primary`. */
  '--bw-on-primary': '#ffffff',
  /** Background of cards, dialogs and the widget frame. */
  '--bw-surface': '#ffffff',
  /** A quiet background for hovered ghost buttons, tracks and inactive areas. */
  '--bw-surface-muted': '#f4f4f6',
  /** Body text. */
  '--bw-text': '#1d1d1f',
  /** Secondary text (hints, captions); 5.3:1 on white. */
  '--bw-muted': '#6b6b70',
  /** Skeleton placeholder blocks. */
  '--bw-skeleton': '#ececef',
  /** Corner radius of buttons, cards and inputs; dialogs use 1.5 times it. */
  '--bw-radius': '10px',
  /** Hairlines: card, toast and dialog-footer borders, dividers (decorative, not boundaries). */
  '--bw-border': '#d6d6dc',
  /** The keyboard focus ring; blue so it stays visible whatever brand colour a venue picks. */
  '--bw-focus': '#1a5fd0',
  /** Destructive actions and error notices; 6.6:1 on white. */
  '--bw-danger': '#b42318',
  /** Text on `--bw-danger`. */
  '--bw-on-danger': '#ffffff',
  /** Success accents (toast icon and stripe). */
  '--bw-success': '#1e7a46',
  /** Warning accents; dark amber so it stays readable as text. */
  '--bw-warning': '#8a5a00',
  /** Info accents. */
  '--bw-info': '#1a5fd0',
  /** Dimmed backdrop behind a modal dialog. */
  '--bw-overlay': 'rgba(17, 17, 20, 0.5)',
  /** Elevation of dialogs and toasts. */
  '--bw-shadow': '0 12px 32px rgba(17, 17, 20, 0.18), 0 2px 6px rgba(17, 17, 20, 0.08)',
} as const;

export type TokenName = keyof typeof tokenDefaults;

/** `var(--bw-x, default)`, for use inside Emotion styles. */
export function token(name: TokenName): string {
  return `var(${name}, ${tokenDefaults[name]})`;
}
