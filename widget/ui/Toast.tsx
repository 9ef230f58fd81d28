import { css, keyframes } from '@emotion/react';
import { useEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { CheckIcon, CloseIcon, InfoIcon, WarningIcon } from './icons.tsx';
import { IconButton } from './IconButton.tsx';
import type { ToastKind } from './ToastContext.ts';
import { token, type TokenName } from './tokens.ts';

export interface ToastProps {
  id: string;
  kind: ToastKind;
  title: ReactNode;
  message?: ReactNode;
  /** null: stays until closed. */
  duration: number | null;
  closeLabel: string;
  onDismiss: (id: string) => void;
}

const enter = keyframes`
  from { opacity: 0; transform: translateY(12px); }
`;

const box = css`
  pointer-events: auto;
  display: flex;
  align-items: flex-start;
  gap: 12px;
  width: 100%;
  max-width: 420px;
  padding: 12px 8px 12px 16px;
  border: 1px solid ${token('--bw-border')};
  border-left-width: 4px;
  border-radius: ${token('--bw-radius')};
  background: ${token('--bw-surface')};
  color: ${token('--bw-text')};
  box-shadow: ${token('--bw-shadow')};
  font-size: 15px;
  line-height: 1.4;
  animation: ${enter} 200ms cubic-bezier(0.2, 0.8, 0.2, 1);
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const text = css`
  flex: 1;
  min-width: 0;
  padding-top: 10px;
  overflow-wrap: anywhere;
`;

const accents: Record<ToastKind, TokenName> = {
  success: '--bw-success',
  error: '--bw-danger',
  info: '--bw-info',
};

const icons = { success: CheckIcon, error: WarningIcon, info: InfoIcon } as const;

/**
 * One toast. Its timer pauses while the pointer or focus is on it, so a guest who is reading
 * or reaching for the close button does not see it vanish.
 */
export function Toast({ id, kind, title, message, duration, closeLabel, onDismiss }: ToastProps) {
  const [paused, setPaused] = useState(false);
  const remaining = useRef(duration ?? 0);

  useEffect(() => {
    if (duration === null || paused) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => onDismiss(id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [duration, paused, id, onDismiss]);

  function handleBlur(event: FocusEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false);
  }

  const Icon = icons[kind];
  const accent = token(accents[kind]);
  return (
    <div
      css={[box, { borderLeftColor: accent }]}
      role={kind === 'error' ? 'alert' : 'status'}
      aria-live={kind === 'error' ? 'assertive' : 'polite'}
      aria-atomic="true"
      data-toast={kind}
      part="toast"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={handleBlur}
    >
      <span css={{ color: accent, paddingTop: 11 }}>
        <Icon size={20} />
      </span>
      <div css={text}>
        <strong css={{ display: 'block', fontWeight: 600 }}>{title}</strong>
        {message ? <div css={{ color: token('--bw-muted'), marginTop: 2 }}>{message}</div> : null}
      </div>
      <IconButton aria-label={closeLabel} onClick={() => onDismiss(id)} data-toast-close="">
        <CloseIcon size={18} />
      </IconButton>
    </div>
  );
}
