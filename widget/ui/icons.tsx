import type { ReactNode, SVGProps } from 'react';

interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** Edge length in px. @default 20 */
  size?: number;
  /**
   * Accessible name. Without it the icon is decorative and hidden from assistive technology,
   * which is right whenever a visible label or the parent's aria-label already names it.
   */
  label?: string;
}

// One 24px grid, 2px round strokes in currentColor, so every icon takes the text colour of
// whatever holds it and they sit together as one family.
function icon(paths: ReactNode) {
  return function Icon({ size = 20, label, ...rest }: IconProps) {
    const a11y = label
      ? { role: 'img' as const, 'aria-label': label }
      : { 'aria-hidden': true as const };
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        style={{ flexShrink: 0, display: 'block' }}
        {...a11y}
        {...rest}
      >
        {paths}
      </svg>
    );
  };
}

export const ChevronLeftIcon = icon(<path d="M15 5l-7 7 7 7" />);

export const ChevronRightIcon = icon(<path d="M9 5l7 7-7 7" />);

export const CloseIcon = icon(<path d="M6 6l12 12M18 6L6 18" />);

export const MenuIcon = icon(<path d="M4 7h16M4 12h16M4 17h16" />);

export const CheckIcon = icon(<path d="M5 12.5l4.5 4.5L19 7.5" />);

export const InfoIcon = icon(
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 11v5.5" />
    <circle cx="12" cy="7.75" r="0.6" fill="currentColor" />
  </>,
);

export const WarningIcon = icon(
  <>
    <path d="M10.3 4.1L2.8 17.4A2 2 0 0 0 4.5 20.4h15a2 2 0 0 0 1.7-3L13.7 4.1a2 2 0 0 0-3.4 0z" />
    <path d="M12 9.5v4.5" />
    <circle cx="12" cy="17" r="0.6" fill="currentColor" />
  </>,
);
