import { useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import type { Booking, Settings, TimeSet } from '../../../shared/contract/index.ts';
import { editOriginal } from '../../../shared/booking/editOriginal.ts';
import { instantMs } from '../../../shared/time/apiTime.ts';
import { isEditAllowed } from '../../../shared/booking/isEditAllowed.ts';
import {
  isEditSaveEnabled,
  type EditableValues,
  type EditType,
} from '../../../shared/booking/isEditSaveEnabled.ts';
import { fields } from '../../../shared/validation/fields.ts';
import { phoneCountryForLanguage } from '../../../shared/validation/phoneCountryForLanguage.ts';
import { toFieldErrors, type FieldError } from '../../../shared/validation/toFieldErrors.ts';
import { phoneZonesSettled } from '../../fields/phoneZones.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { actionsRow, panel } from './actionStyles.ts';
import type { Translate } from '../../../shared/i18n/Translate.ts';
import { EditContactFields } from './EditContactFields.tsx';
import {
  EditFooter,
  EditGuestsField,
  EditMessageField,
  EditTimesField,
  EditTypeList,
} from './EditFields.tsx';
import { useEditDayTimes } from './useEditDayTimes.ts';
import { useEditSave } from './useEditSave.ts';
import { useRefetchAfterEdit } from './useRefetchAfterEdit.ts';

interface EditPanelProps {
  booking: Booking;
  settings: Settings;
  now: number;
  t: Translate;
  /** The widget's own namespace (the booking flow's error texts). */
  common: Translate;
  checkoutT: Translate;
  language: string;
  locale: string;
}

/** The edit button and modal (doc 2 §2 "Edit booking modal", §4 Edit). */
export function EditPanel(props: EditPanelProps) {
  const { booking, settings, now, t } = props;
  const [open, setOpen] = useState(false);
  const refetchAfterSave = useRefetchAfterEdit();
  const started = !(now < instantMs(booking.start, settings.timeZone));
  if (!isEditAllowed(booking, settings) || started) return null;
  return (
    <section css={panel} aria-labelledby="bw-edit-title" data-testid="edit-panel">
      <h3 id="bw-edit-title">{t('edit.title')}</h3>
      <p>{t('edit.text')}</p>
      <div css={actionsRow}>
        <Button variant="secondary" onClick={() => setOpen(true)} data-testid="edit-open">
          {t('edit.open')}
        </Button>
      </div>
      {open && (
        <EditDialog {...props} onClose={() => setOpen(false)} onSaveTried={refetchAfterSave} />
      )}
    </section>
  );
}

/**
 * Save pressed while off: the contact form's own submit shows every message and focuses the
 * first (WCAG 3.3.1); in the other panels their first invalid field, else their first, does.
 */
function showMissing(panel: HTMLElement | null) {
  const contact = panel?.querySelector('form');
  if (contact) return contact.requestSubmit();
  (
    panel?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
    panel?.querySelector<HTMLElement>('button, input, select, textarea')
  )?.focus();
}

function EditDialog(props: EditPanelProps & { onClose(): void; onSaveTried(): void }) {
  const { booking, settings, t, common, checkoutT, language, onClose, onSaveTried } = props;
  const original = editOriginal(booking);
  const [type, setType] = useState<EditType | null>(null);
  const [draft, setDraft] = useState<EditableValues>(original);
  // A time taken meanwhile leaves the list: the choice goes back to the booking's own time, so
  // Save waits for another one (issue 49).
  const onTimeTaken = () =>
    setDraft((current) => ({ ...current, start: original.start, ruleId: original.ruleId ?? null }));
  const edit = useEditSave({ booking, t, common, onSaveTried, onSaved: onClose, onTimeTaken });
  const [contactValid, setContactValid] = useState(true);
  const [country, setCountry] = useState<string | null>(null);
  const formRef = useRef<HTMLDivElement>(null);
  const needsTimes = type === 'time' || type === 'guests';
  const timeSets = useEditDayTimes(
    { unitId: booking.unitId, start: original.start },
    settings.timeZone,
    needsTimes,
  );

  const messageCheck = v.safeParse(fields.guestMessage, draft.message ?? '');
  const messageError = messageCheck.success ? undefined : toFieldErrors(messageCheck.issues)[0];
  const formValid = type === 'message' ? messageCheck.success : contactValid;
  const canSave = type !== null && isEditSaveEnabled({ type, original, draft, formValid });

  // The contact form opens at the number's own country (doc 2 §5: the booking form's rules),
  // which its zone's plans tell: asked for with the dialog, awaited by the contact button.
  const mobile = booking.contact?.mobile ?? '';
  const contactZones = () => phoneZonesSettled(mobile, [phoneCountryForLanguage(language)]);
  useEffect(
    () => void phoneZonesSettled(mobile, [phoneCountryForLanguage(language)]),
    [mobile, language],
  );
  const choose = (name: EditType) =>
    name === 'contact' ? void contactZones().then(() => setType(name)) : setType(name);

  // The pressed button goes away: focus moves to the first field of the chosen form, and Back
  // returns it to the type the guest came from (issue 52), not to the page.
  const last = useRef(type);
  useEffect(() => {
    formRef.current
      ?.querySelector<HTMLElement>(
        type ? 'button, input, select, textarea' : `[data-edit-type="${last.current}"]`,
      )
      ?.focus();
    last.current = type;
  }, [type, timeSets]);

  function back() {
    // Going back resets (doc 2 §2 Edit booking modal); the message field forgets its blur.
    setType(null);
    setDraft(original);
    setContactValid(true);
  }

  function save() {
    if (type && canSave) void edit.save(type, draft, country);
  }

  return (
    <Dialog
      open
      title={t(type ? `edit.types.${type}` : 'edit.title')}
      description={type ? undefined : t('edit.choose')}
      closeLabel={t('common.close')}
      onClose={onClose}
      footer={
        type ? (
          <EditFooter
            t={t}
            canSave={canSave}
            busy={edit.busy}
            onBack={back}
            onSave={save}
            onShowMissing={() => showMissing(formRef.current)}
          />
        ) : undefined
      }
    >
      <div ref={formRef} data-testid={type ? 'edit-form' : undefined}>
        {type === null ? (
          <EditTypeList t={t} onChoose={choose} />
        ) : type === 'contact' ? (
          <EditContactFields
            checkoutT={checkoutT}
            language={language}
            onSave={save}
            value={{
              fname: draft.contact.fname ?? '',
              lname: draft.contact.lname ?? '',
              email: draft.contact.email ?? '',
              mobile: draft.contact.mobile ?? '',
            }}
            onChange={(contact, valid, phoneCountry) => {
              setDraft((current) => ({
                ...current,
                contact: { ...current.contact, ...contact },
              }));
              setContactValid(valid);
              setCountry(phoneCountry);
            }}
          />
        ) : (
          <EditForm
            {...props}
            type={type}
            original={original}
            draft={draft}
            onDraft={setDraft}
            timeSets={timeSets}
            messageError={messageError}
          />
        )}
      </div>
    </Dialog>
  );
}

interface EditFormProps extends EditPanelProps {
  type: Exclude<EditType, 'contact'>;
  original: EditableValues;
  draft: EditableValues;
  onDraft(draft: EditableValues): void;
  /** The booked day's time sets; undefined while they load. */
  timeSets: readonly TimeSet[] | undefined;
  messageError: FieldError | undefined;
}

/** The editor of the chosen kind of change but the contact (doc 2 §4 Edit). */
function EditForm(props: EditFormProps) {
  const { type, booking, settings, t, draft, onDraft, timeSets } = props;
  if (type === 'message')
    return (
      <EditMessageField
        checkoutT={props.checkoutT}
        value={draft.message ?? ''}
        error={props.messageError}
        onValue={(text) => onDraft({ ...draft, message: text })}
      />
    );
  if (!timeSets) return <Skeleton height="96px" />;
  const choice = { t, original: props.original, draft, onDraft, timeSets };
  const timeZone = settings.timeZone;
  return type === 'guests' ? (
    <EditGuestsField
      {...choice}
      timeZone={timeZone}
      articles={booking.articles}
      maxWebGuests={settings.unitsMetaData.maxWebGuests}
    />
  ) : (
    <EditTimesField {...choice} timeZone={timeZone} now={props.now} locale={props.locale} />
  );
}
