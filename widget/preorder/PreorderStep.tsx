import { useEffect } from 'react';
import type { Menu, Settings } from '../../shared/contract/index.ts';
import { pageForError } from '../api/pageForError.ts';
import { useNamespaceT } from '../hooks/useT.ts';
import { useQuery } from '../hooks/useQuery.ts';
import { useWidget } from '../hooks/useWidget.ts';
import { Alert } from '../ui/Alert.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';
import { VisuallyHidden } from '../ui/VisuallyHidden.tsx';
import { HoldWarning } from '../hold/HoldWarning.tsx';
import { PreorderEditor } from './PreorderEditor.tsx';
import { useMenuDraft } from './useMenuDraft.ts';
import { usePreorderEditor } from './usePreorderEditor.ts';
import { useRecreatedBooking } from './useRecreatedBooking.ts';

export interface PreorderStepProps {
  settings: Settings;
  bookingId: string;
  guests: number;
  /** The choices are saved: on to the details step. */
  onContinue(): void;
  /** The booking was re-created under a new guid (doc 1 §4 Preorder). */
  onBookingReplaced(guid: string): void;
}

/** doc 1 §2 Preorder page: the menu's groups in tabs; Continue saves and goes to finalize. */
export function PreorderStep(props: PreorderStepProps) {
  const instance = useWidget();
  const { t, ready, common, language } = useNamespaceT('preorder');
  const booking = useQuery(instance.api.booking(props.bookingId));
  const menu: Menu | undefined = booking.data?.menus[0];
  const draft = useMenuDraft({ bookingId: props.bookingId }, menu?.groups);
  const editor = usePreorderEditor({
    bookingId: props.bookingId,
    bookingStart: booking.data?.start,
    publicId: menu?.publicId,
    guests: props.guests,
    groups: draft.groups,
    onGroups: (groups) => draft.edit(groups),
    onDone: props.onContinue,
  });
  const recreate = useRecreatedBooking(booking.data, props.settings, (guid, groups) => {
    if (groups) draft.edit(groups, { bookingId: guid });
    props.onBookingReplaced(guid);
  });

  // The booking could not be read: the page a failed load leads to (doc 1 §8).
  useEffect(() => {
    if (booking.status === 'error') {
      instance.store.getState().showError({ page: pageForError(booking.error) });
    }
  }, [instance, booking.status, booking.error]);

  if (!ready || !booking.data || recreate.stale || !editor.ready) {
    return (
      <div aria-busy="true" data-testid="preorder-loading">
        <VisuallyHidden>{common('loading')}</VisuallyHidden>
        <Skeleton height="44px" />
        <Skeleton height="240px" style={{ marginTop: 16 }} />
        {recreate.failedTries > 0 ? (
          <Alert kind="error" title={t('saveFailed.title')}>
            {t('recreateFailed')}
          </Alert>
        ) : null}
      </div>
    );
  }
  return (
    <>
      <PreorderEditor editor={editor} place="step" language={language} t={t} />
      <HoldWarning guid={props.bookingId} />
    </>
  );
}
