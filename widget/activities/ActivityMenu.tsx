import type { Menu } from '../../shared/contract/index.ts';
import { useNamespaceT } from '../hooks/useT.ts';
import { PreorderEditor } from '../preorder/PreorderEditor.tsx';
import { useMenuDraft } from '../preorder/useMenuDraft.ts';
import { usePreorderEditor } from '../preorder/usePreorderEditor.ts';
import { Skeleton } from '../ui/Skeleton.tsx';

interface ActivityMenuProps {
  menu: Menu;
  bookingId: string;
  bookingStart: string;
  /** The activity's rule: its draft is kept for it alone. */
  ruleId: number;
  guests: number;
  onDone(): void;
}

/**
 * Step 1 of the activity modal (doc 1 §4 Activity modal, Preorder): the pre-order editor, its
 * draft kept for this booking and activity across a reload.
 */
export function ActivityMenu({
  menu,
  bookingId,
  bookingStart,
  ruleId,
  guests,
  onDone,
}: ActivityMenuProps) {
  const { t, ready, language } = useNamespaceT('preorder');
  const draft = useMenuDraft({ bookingId, ruleId }, menu.groups);
  const editor = usePreorderEditor({
    bookingId,
    bookingStart,
    publicId: menu.publicId,
    guests,
    groups: draft.groups,
    onGroups: (groups) => draft.edit(groups),
    onDone,
  });
  if (!ready || !editor.ready) return <Skeleton height="240px" />;
  return <PreorderEditor editor={editor} place="modal" language={language} t={t} />;
}
