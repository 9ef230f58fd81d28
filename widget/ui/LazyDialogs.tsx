import { lazy, Suspense, type ComponentProps } from 'react';

// Dialogs are rare on the first screen, so their code (component, styles) loads when one
// first opens. Closed, they render nothing, so nothing needs loading.
const loadDialogs = () => import('./dialogs.ts');
const ConfirmDialogChunk = lazy(() => loadDialogs().then((m) => ({ default: m.ConfirmDialog })));
const DialogChunk = lazy(() => loadDialogs().then((m) => ({ default: m.Dialog })));

export function LazyConfirmDialog(props: ComponentProps<typeof ConfirmDialogChunk>) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogChunk {...props} />
    </Suspense>
  );
}

export function LazyDialog(props: ComponentProps<typeof DialogChunk>) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <DialogChunk {...props} />
    </Suspense>
  );
}
