import { useEffect, useId, useRef, useState } from 'react';
import * as v from 'valibot';
import type { Booking, Settings } from '../../../shared/contract/index.ts';
import { contactBody } from '../../../shared/contact/contactBody.ts';
import { editGuestChoices } from '../../../shared/booking/editGuestChoices.ts';
import { editTimeChoices } from '../../../shared/booking/editTimeChoices.ts';
import { instantMs, readApiTime } from '../../../shared/time/apiTime.ts';
import { isEditAllowed } from '../../../shared/booking/isEditAllowed.ts';
import {
  isEditSaveEnabled,
  type EditableValues,
  type EditType,
} from '../../../shared/booking/isEditSaveEnabled.ts';
import { fields } from '../../../shared/validation/fields.ts';
import { MESSAGE_MAX } from '../../../shared/validation/limits.ts';
import { internationalPhone } from '../../../shared/validation/phone.ts';
import { phoneCountryForLanguage } from '../../../shared/validation/phoneCountryForLanguage.ts';
import { toFieldErrors } from '../../../shared/validation/toFieldErrors.ts';
import { MessageField } from '../../fields/MessageField.tsx';
import { phoneZonesSettled } from '../../fields/phoneZones.ts';
import { flowEventsOf } from '../../flows/flowEvents.ts';
import { useQuery } from '../../hooks/useQuery.ts';
import { useWidget } from '../../hooks/useWidget.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { Skeleton } from '../../ui/Skeleton.tsx';
import { formatTime, midnightUtc } from '../../wizard/time/formatTime.ts';
import { actionsRow, choiceButton, choiceGrid, panel, typeList } from './actionStyles.ts';
import type { ActionsT } from './ActionsT.ts';
import { EditContactFields } from './EditContactFields.tsx';
import { useBookingMutation } from './useBookingMutation.ts';

/** Availability is read again this long after a save (doc 2 §4 Edit, §9). */
export const REFETCH_AFTER_EDIT_MS = 50;

const TYPES: readonly EditType[] = ['time', 'guests', 'contact', 'message'];

interface EditPanelProps {
  booking: Booking;
  settings: Settings;
  now: number;
  t: ActionsT;
  checkoutT: ActionsT;
  language: string;
  locale: string;
}

function originalOf(booking: Booking): EditableValues {
  const first = booking.articles.find((a) => a.ruleId !== null) ?? booking.articles[0];
  const contact = booking.contact;
  return {
    guests: booking.guests,
    start: first?.start ?? booking.start,
    ruleId: first?.ruleId ?? null,
    contact: {
      fname: contact?.fname ?? '',
      lname: contact?.lname ?? '',
      email: contact?.email ?? '',
      mobile: contact?.mobile ?? '',
      newsletter: contact?.newsletter ?? false,
    },
    message: booking.message,
  };
}

/** The edit button and modal (doc 2 §2 "Edit booking modal", §4 Edit). */
export function EditPanel(props: EditPanelProps) {
  const { booking, settings, now, t } = props;
  const { cache } = useWidget();
  const [open, setOpen] = useState(false);
  const [saves, setSaves] = useState(0);
  // Seats changed for everyone: the times and days are read again a moment after a save.
  useEffect(() => {
    if (saves === 0) return;
    const timer = setTimeout(
      () => cache.invalidate('GET webbooking/availabletimes', 'GET webbooking/daystates'),
      REFETCH_AFTER_EDIT_MS,
    );
    return () => clearTimeout(timer);
  }, [cache, saves]);
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
        <EditDialog
          {...props}
          onClose={() => setOpen(false)}
          onSaveTried={() => setSaves((n) => n + 1)}
        />
      )}
    </section>
  );
}

function EditDialog(props: EditPanelProps & { onClose(): void; onSaveTried(): void }) {
  const { booking, settings, now, t, checkoutT, language, locale, onClose, onSaveTried } = props;
  const { api, store } = useWidget();
  const { run, busy } = useBookingMutation();
  const original = originalOf(booking);
  const [type, setType] = useState<EditType | null>(null);
  const [draft, setDraft] = useState<EditableValues>(original);
  const [contactValid, setContactValid] = useState(true);
  const [country, setCountry] = useState<string | null>(null);
  const [messageTouched, setMessageTouched] = useState(false);
  const messageId = useId();
  const formRef = useRef<HTMLDivElement>(null);
  const zone = settings.timeZone;
  const needsTimes = type === 'time' || type === 'guests';
  const times = useQuery(
    needsTimes
      ? api.availableTimes({
          date: midnightUtc(readApiTime(original.start, zone).date),
          unitId: booking.unitId,
        })
      : null,
  );
  const timeSets = (times.data ?? []).flatMap((unit) => unit.sections.flatMap((s) => s.timeSets));

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

  // The pressed type button goes away: focus moves to the first field of the chosen form.
  useEffect(() => {
    if (type)
      formRef.current?.querySelector<HTMLElement>('button, input, select, textarea')?.focus();
  }, [type, times.data]);

  function back() {
    // Going back resets (doc 2 §2 Edit booking modal).
    setType(null);
    setDraft(original);
    setContactValid(true);
    setMessageTouched(false);
  }

  async function save() {
    if (!type || !canSave) return;
    const body =
      type === 'time'
        ? { timesToUpdate: [{ start: draft.start, ruleId: draft.ruleId ?? 0 }] }
        : type === 'guests'
          ? { guests: draft.guests }
          : type === 'message'
            ? { messageOverride: (draft.message ?? '').trim() }
            : {
                contact: contactBody(
                  { ...draft.contact, message: booking.contact?.message ?? '' },
                  (mobile) => (country ? internationalPhone(mobile, country) : mobile),
                ),
              };
    const saved = await run(() => api.edit(booking.guid, body), {
      successTitle: t('edit.saved'),
      failureTitle: t('edit.failed'),
    });
    onSaveTried();
    if (!saved) return;
    // doc 2 §7 EditBookingSaved: the edit dialog saved the booking.
    flowEventsOf(store).record('editBookingSaved', { bookingId: booking.guid });
    onClose();
  }

  let editor = null;
  if (type === 'guests' || type === 'time') {
    if (!times.data) {
      editor = <Skeleton height="96px" />;
    } else if (type === 'guests') {
      const set = timeSets.find((s) => s.id === original.ruleId);
      const slot = set?.times.find(
        (s) => instantMs(s.start, zone) === instantMs(original.start, zone),
      );
      const table = booking.articles.find((a) => a.isTable);
      const choices = editGuestChoices({
        guests: original.guests,
        availableSeats: slot?.availableSeats ?? [],
        heldTableChairs: table?.tableChairs,
        heldTableMinChairs: table?.tableMinChairs,
        minGroupSize: set?.minGroupSize,
        maxGroupSize: set?.maxGroupSize,
        maxWebGuests: settings.unitsMetaData.maxWebGuests,
      });
      editor = (
        <fieldset css={choiceGrid} data-testid="edit-guests">
          <legend>{t('edit.guestsLegend')}</legend>
          {choices.map((size) => (
            <button
              key={size}
              type="button"
              css={choiceButton}
              aria-pressed={draft.guests === size}
              aria-label={t('edit.guestsOption', { count: size })}
              onClick={() => setDraft({ ...draft, guests: size })}
            >
              {size}
            </button>
          ))}
        </fieldset>
      );
    } else {
      const choices = editTimeChoices(timeSets, {
        guests: original.guests,
        current: { ruleId: original.ruleId ?? 0, start: original.start },
        now,
        timeZone: zone,
      });
      editor = (
        <fieldset css={choiceGrid} data-testid="edit-times">
          <legend>{t('edit.timeLegend')}</legend>
          {choices.map((choice) => {
            const clock = formatTime(choice.start, zone, locale);
            const chosen =
              draft.ruleId === choice.ruleId &&
              instantMs(draft.start, zone) === instantMs(choice.start, zone);
            return (
              <button
                key={`${choice.ruleId}|${choice.start}`}
                type="button"
                css={choiceButton}
                aria-pressed={chosen}
                aria-label={choice.title ? `${clock}, ${choice.title}` : clock}
                onClick={() => setDraft({ ...draft, start: choice.start, ruleId: choice.ruleId })}
              >
                {clock}
              </button>
            );
          })}
        </fieldset>
      );
    }
  } else if (type === 'contact') {
    editor = (
      <EditContactFields
        checkoutT={checkoutT}
        language={language}
        value={{
          fname: draft.contact.fname ?? '',
          lname: draft.contact.lname ?? '',
          email: draft.contact.email ?? '',
          mobile: draft.contact.mobile ?? '',
        }}
        onChange={(contact, valid, phoneCountry) => {
          setDraft((current) => ({ ...current, contact: { ...current.contact, ...contact } }));
          setContactValid(valid);
          setCountry(phoneCountry);
        }}
        onSave={() => void save()}
      />
    );
  } else if (type === 'message') {
    const message = draft.message ?? '';
    editor = (
      <MessageField
        id={messageId}
        label={checkoutT('form.message')}
        counterLabel={checkoutT('form.messageCount', { count: MESSAGE_MAX - message.length })}
        value={message}
        error={
          messageTouched && messageError
            ? checkoutT(messageError.key, messageError.params)
            : undefined
        }
        onValue={(text) => setDraft({ ...draft, message: text })}
        onBlur={() => setMessageTouched(true)}
      />
    );
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
          <>
            <Button variant="secondary" onClick={back} data-testid="edit-back">
              {t('common.back')}
            </Button>
            <Button
              variant="primary"
              disabled={!canSave}
              loading={busy}
              onClick={() => void save()}
              data-testid="edit-save"
            >
              {t('edit.save')}
            </Button>
          </>
        ) : undefined
      }
    >
      {type === null ? (
        <ul css={typeList}>
          {TYPES.map((name) => (
            <li key={name}>
              <Button variant="secondary" wide onClick={() => choose(name)} data-edit-type={name}>
                {t(`edit.types.${name}`)}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <div ref={formRef} data-testid="edit-form">
          {editor}
        </div>
      )}
    </Dialog>
  );
}
