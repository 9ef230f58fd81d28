import { Global, css } from '@emotion/react';
import type { Settings } from '../../shared/contract/index.ts';
import { accessiblePrimary } from '../../shared/theme/accessiblePrimary.ts';
import { tokenDefaults } from '../ui/tokens.ts';

const FALLBACK_PRIMARY = tokenDefaults['--bw-primary'];

/**
 * The venue's colours as custom properties on :host. A rule in the host page targeting
 * `booking-widget` outranks :host, so a venue can still override any of them.
 */
export function ThemeStyles({ settings }: { settings: Settings | undefined }) {
  const colors = settings?.themeSettings?.colors ?? {};
  const pair = accessiblePrimary(colors.primary, FALLBACK_PRIMARY);
  const vars: Record<string, string> = {};
  vars['--bw-primary'] = pair.primary;
  vars['--bw-on-primary'] = pair.onPrimary;
  const body = Object.entries(vars)
    .map(([name, value]) => `${name}: ${value};`)
    .join('\n');
  return (
    <Global
      styles={css`
        :host {
          ${body}
        }
      `}
    />
  );
}
