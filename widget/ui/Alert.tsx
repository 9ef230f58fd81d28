import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { InfoIcon, WarningIcon } from './icons.tsx';
import { token, type TokenName } from './tokens.ts';

type AlertKind = 'info' | 'warning' | 'error';

export interface AlertProps {
  /** @default 'info' */
  kind?: AlertKind;
  /** A short bold first line. */
  title?: ReactNode;
  children?: ReactNode;
  /**
   * Announce the notice when it appears: errors as `role="alert"`, the rest as `role="status"`.
   * Turn it off for notices that are simply part of the page, so they are not read out on
   * every render. @default true
   */
  live?: boolean;
  /** Optional action (a link-variant Button), placed under the text. */
  action?: ReactNode;
  className?: string;
}

const accents: Record<AlertKind, TokenName> = {
  info: '--bw-info',
  warning: '--bw-warning',
  error: '--bw-danger',
};

const box = css`
  display: flex;
  gap: 12px;
  align-items: flex-start;
  padding: 12px 16px;
  border: 1px solid;
  border-radius: ${token('--bw-radius')};
  color: ${token('--bw-text')};
  font-size: 15px;
  line-height: 1.45;
`;

const body = css`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const titleStyle = css`
  display: block;
  font-weight: 600;
`;

/** An inline notice box (info, warning, error) with an icon and a tinted background. */
export function Alert({
  kind = 'info',
  title,
  children,
  live = true,
  action,
  className,
}: AlertProps) {
  const accent = token(accents[kind]);
  const role = live ? (kind === 'error' ? 'alert' : 'status') : undefined;
  const Icon = kind === 'info' ? InfoIcon : WarningIcon;
  return (
    <div
      css={[
        box,
        {
          borderColor: `color-mix(in srgb, ${accent} 35%, transparent)`,
          background: `color-mix(in srgb, ${accent} 8%, ${token('--bw-surface')})`,
        },
      ]}
      className={className}
      role={role}
      data-kind={kind}
    >
      <span css={{ color: accent, paddingTop: 1 }}>
        <Icon size={20} />
      </span>
      <div css={body}>
        {title ? <strong css={titleStyle}>{title}</strong> : null}
        {children}
        {action ? <div css={{ margin: '2px 0 -8px -4px' }}>{action}</div> : null}
      </div>
    </div>
  );
}
