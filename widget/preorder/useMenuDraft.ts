import { useEffect, useState } from 'react';
import type { Menu } from '../../shared/contract/index.ts';
import { editorGroups } from '../../shared/preorder/editorGroups.ts';
import {
  menuDraftJson,
  readMenuDraft,
  type MenuDraftOwner,
} from '../../shared/preorder/menuDraft.ts';
import { storageKeys } from '../../shared/storage/storageKeys.ts';
import { useWidget } from '../hooks/useWidget.ts';
import { sessionStore } from '../platform/storage.ts';

type Groups = Menu['groups'];
type Venue = { system: string; unitId: string };

/** The venue's kept menu draft, if it belongs to this booking (its owner's rule with it). */
export function readStoredMenuDraft({ system, unitId }: Venue, bookingId: string) {
  return readMenuDraft(sessionStore.get(storageKeys.menuDraft(system, unitId)), bookingId);
}

/** A draft done with (the activity modal closed, saved or not): nothing of it stays behind. */
export function discardMenuDraft({ system, unitId }: Venue): void {
  sessionStore.remove(storageKeys.menuDraft(system, unitId));
}

/**
 * The guest's quantities in the pre-order editor, for the booking (and, in the activity modal,
 * the activity) they were chosen on. Kept in session storage under the venue's one menu key, so
 * a reload or a dropped connection loses none of them (issue 31); the key goes with the held
 * booking (createWidgetInstance), and the owner written beside the quantities keeps a draft off
 * any other booking's or activity's menu.
 */
export function useMenuDraft(owner: MenuDraftOwner, menuGroups: Groups | undefined) {
  const instance = useWidget();
  const key = storageKeys.menuDraft(instance.system, instance.unitId);
  const [stored] = useState(() => readStoredMenuDraft(instance, owner.bookingId));
  const [edited, setEdited] = useState<{ owner: MenuDraftOwner; groups: Groups } | null>(null);
  useEffect(() => {
    if (edited) sessionStore.set(key, menuDraftJson(edited.owner, edited.groups));
  }, [edited, key]);
  return {
    groups: editorGroups(edited, owner, stored, menuGroups),
    /** The guest's groups, for this owner or for the booking that replaces it. */
    edit(groups: Groups, forOwner: MenuDraftOwner = owner) {
      setEdited({ owner: forOwner, groups });
    },
  };
}
