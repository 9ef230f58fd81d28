// Both dialog kinds load as one chunk: ConfirmDialog is built on Dialog, so two entries only
// made esbuild split their shared code into more, smaller files (DESIGN §6).
export { ConfirmDialog } from './ConfirmDialog.tsx';
export { Dialog } from './Dialog.tsx';
