import { useCallback, useState } from 'react';
import {
  contactDraftJson,
  readContactDraft,
  type ContactDraft,
} from '../../shared/checkout/contactDraft.ts';
import { storageKeys } from '../../shared/storage/storageKeys.ts';
import { useWidget } from '../hooks/useWidget.ts';
import { sessionStore } from '../platform/storage.ts';

/**
 * What the guest typed on the details step of this held booking, read once from session
 * storage, and the writer the form tells every change (issue 31).
 */
export function useContactDraft(bookingId: string) {
  const { system, unitId } = useWidget();
  const key = storageKeys.draft(system, unitId);
  const [draft] = useState(() => readContactDraft(sessionStore.get(key), bookingId));
  const save = useCallback(
    (values: ContactDraft) => sessionStore.set(key, contactDraftJson(bookingId, values)),
    [key, bookingId],
  );
  return { draft, save };
}
