import { useId, useMemo, useState } from 'react';
import type { TimeSet } from '../../../shared/contract/index.ts';
import { editGuestChoices } from '../../../shared/booking/editGuestChoices.ts';
import {
  editGuestLimits,
  type EditGuestLimitsInput,
} from '../../../shared/booking/editGuestLimits.ts';
import { editTimeChoices } from '../../../shared/booking/editTimeChoices.ts';
import { editTimeGroups } from '../../../shared/booking/editTimeGroups.ts';
import type { EditableValues, EditType } from '../../../shared/booking/isEditSaveEnabled.ts';
import { isSameEditTime } from '../../../shared/booking/isSameEditTime.ts';
import type { Instant } from '../../../shared/time/apiTime.ts';
import type { FieldError } from '../../../shared/validation/toFieldErrors.ts';
import { MESSAGE_MAX } from '../../../shared/validation/limits.ts';
import { MessageField } from '../../fields/MessageField.tsx';
import { Button } from '../../ui/Button.tsx';
import { formatTime } from '../../../shared/time/formatTime.ts';
import {
  choiceButton,
  choiceGrid,
  timeGroupList,
  timeGroupTitle,
  typeList,
} from './actionStyles.ts';
import type { Translate } from '../../../shared/i18n/Translate.ts';

const TYPES: readonly EditType[] = ['time', 'guests', 'contact', 'message'];

/** The four kinds of change the edit modal offers (doc 2 §2 "Edit booking modal"). */
export function EditTypeList({ t, onChoose }: { t: Translate; onChoose(type: EditType): void }) {
  return (
    <ul css={typeList}>
      {TYPES.map((name) => (
        <li key={name}>
          <Button variant="secondary" wide onClick={() => onChoose(name)} data-edit-type={name}>
            {t(`edit.types.${name}`)}
          </Button>
        </li>
      ))}
    </ul>
  );
}

interface EditFooterProps {
  t: Translate;
  canSave: boolean;
  busy: boolean;
  onBack(): void;
  onSave(): void;
  /** Save pressed while it reads as off: show what is missing (the panel's first field). */
  onShowMissing(): void;
}

/**
 * Back (which resets, doc 2 §2) and Save, on only with a real change (doc 2 §4 Edit). Save
 * reads as off (aria-disabled) yet stays reachable, as the details form's submit (issue 52).
 */
export function EditFooter({ t, canSave, busy, onBack, onSave, onShowMissing }: EditFooterProps) {
  return (
    <>
      <Button variant="secondary" onClick={onBack} data-testid="edit-back">
        {t('common.back')}
      </Button>
      <Button
        variant="primary"
        aria-disabled={!canSave || undefined}
        loading={busy}
        onClick={canSave ? onSave : onShowMissing}
        data-testid="edit-save"
      >
        {t('edit.save')}
      </Button>
    </>
  );
}

interface ChoiceFieldProps {
  t: Translate;
  /** The booking as booked (editOriginal). */
  original: EditableValues;
  draft: EditableValues;
  onDraft(draft: EditableValues): void;
  /** The booked day's time sets. */
  timeSets: readonly TimeSet[];
  timeZone: string;
}

/** The party sizes to pick from (doc 2 §4 Edit). */
export function EditGuestsField(
  props: ChoiceFieldProps & {
    articles: EditGuestLimitsInput['articles'];
    maxWebGuests: number;
  },
) {
  const { t, original, draft, onDraft, timeSets, timeZone, articles, maxWebGuests } = props;
  const choices = editGuestChoices(
    editGuestLimits({ booked: original, timeSets, articles, timeZone, maxWebGuests }),
  );
  return (
    <fieldset css={choiceGrid} data-testid="edit-guests">
      <legend>{t('edit.guestsLegend')}</legend>
      {choices.map((size) => (
        <button
          key={size}
          type="button"
          css={choiceButton}
          aria-pressed={draft.guests === size}
          aria-label={t('edit.guestsOption', { count: size })}
          onClick={() => onDraft({ ...draft, guests: size })}
        >
          {size}
        </button>
      ))}
    </fieldset>
  );
}

/**
 * The times of the booked day to pick from (doc 2 §4 Edit), under their rule's title as the time
 * step shows them (doc 1 §4 Time rows). A large venue's day (over 120 times) shows each
 * rule's title as a button that opens its times, one rule at a time, the booked time's first
 * (issue 51).
 */
export function EditTimesField(props: ChoiceFieldProps & { now: Instant; locale: string }) {
  const { t, original, draft, onDraft, timeSets, timeZone, now, locale } = props;
  const id = useId();
  const { guests, start } = original;
  const ruleId = original.ruleId ?? 0;
  const groups = useMemo(
    () =>
      editTimeGroups(
        editTimeChoices(timeSets, { guests, current: { ruleId, start }, now, timeZone }),
      ),
    [timeSets, guests, ruleId, start, now, timeZone],
  );
  // Above 120 times the list folds, as the time step does (foldSections' FOLD_ABOVE, not
  // imported: it would cost the booking page a chunk of its own).
  const folded = groups.flatMap((group) => group.choices).length > 120;
  const [shown, setShown] = useState(() => timeSets.find((set) => set.id === ruleId)?.title);
  return (
    <fieldset css={timeGroupList} data-testid="edit-times">
      <legend>{t('edit.timeLegend')}</legend>
      {groups.map((group, index) => {
        const open = !folded || !group.title || group.title === shown;
        return (
          <div
            key={group.title}
            role="group"
            aria-labelledby={group.title ? `${id}-${index}` : undefined}
            data-rule={group.title}
          >
            {group.title && (
              <h3 id={`${id}-${index}`} css={timeGroupTitle}>
                {folded ? (
                  <Button
                    variant="secondary"
                    aria-expanded={open}
                    onClick={() => setShown(open ? undefined : group.title)}
                  >
                    {group.title}
                  </Button>
                ) : (
                  group.title
                )}
              </h3>
            )}
            {open && (
              <div css={choiceGrid}>
                {group.choices.map((choice) => (
                  <button
                    key={`${choice.ruleId}|${choice.start}`}
                    type="button"
                    css={choiceButton}
                    aria-pressed={isSameEditTime(draft, choice, timeZone)}
                    onClick={() =>
                      onDraft({ ...draft, start: choice.start, ruleId: choice.ruleId })
                    }
                  >
                    {formatTime(choice.start, timeZone, locale)}
                  </button>
                ))}
              </div>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}

interface EditMessageFieldProps {
  /** The checkout namespace: the booking form's label, counter and messages. */
  checkoutT: Translate;
  value: string;
  /** The message's first error, shown once the field has been left. */
  error: FieldError | undefined;
  onValue(message: string): void;
}

/** The guest's message (doc 2 §5 Message: the booking form's rules, checked on blur). */
export function EditMessageField({ checkoutT, value, error, onValue }: EditMessageFieldProps) {
  const id = useId();
  const [touched, setTouched] = useState(false);
  return (
    <MessageField
      id={id}
      label={checkoutT('form.message')}
      counterLabel={checkoutT('form.messageCount', { count: MESSAGE_MAX - value.length })}
      value={value}
      error={touched && error ? checkoutT(error.key, error.params) : undefined}
      onValue={onValue}
      onBlur={() => setTouched(true)}
    />
  );
}
