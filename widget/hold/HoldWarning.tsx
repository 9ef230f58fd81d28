import { useEffect, useRef, useState } from 'react';
import { holdWarningDelay } from '../../shared/booking/holdWarning.ts';
import { useNamespaceT } from '../hooks/useT.ts';
import { useWidget } from '../hooks/useWidget.ts';
import { Button } from '../ui/Button.tsx';
import { Dialog } from '../ui/Dialog.tsx';

interface HoldWarningProps {
  guid: string;
}

/**
 * WCAG 2.2.1 (issue 52): two minutes before the booking's 60-minute hold lapses, a dialog says
 * so, and one action, "Keep my booking", extends it through the API's Refresh. The hold counts
 * from when the step showed (the booking was just made, changed or revived) and from each
 * extension. On the details, pre-order and activity steps, each with the checkout's words.
 */
export function HoldWarning({ guid }: HoldWarningProps) {
  const { api } = useWidget();
  const { t, common } = useNamespaceT('checkout');
  const closeLabel = common('actions.close');
  const [heldAt, setHeldAt] = useState(() => performance.now());
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const keep = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const timer = setTimeout(() => setOpen(true), holdWarningDelay(heldAt, performance.now()));
    return () => clearTimeout(timer);
  }, [heldAt, guid]);

  const extend = () => {
    setBusy(true);
    api.refresh(guid).then(
      () => {
        setBusy(false);
        setOpen(false);
        setHeldAt(performance.now());
      },
      // The session guard tells a lapsed booking when the guest goes on; the dialog closes.
      () => {
        setBusy(false);
        setOpen(false);
      },
    );
  };

  return (
    <Dialog
      open={open}
      size="sm"
      title={t('hold.title')}
      description={t('hold.text')}
      closeLabel={closeLabel}
      onClose={() => setOpen(false)}
      initialFocusRef={keep}
      footer={
        <Button ref={keep} loading={busy} onClick={extend} data-testid="hold-extend">
          {t('hold.extend')}
        </Button>
      }
    />
  );
}
