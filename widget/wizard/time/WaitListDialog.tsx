import type { Translate } from '../../../shared/i18n/Translate.ts';
import { css } from '@emotion/react';
import { useId, useState } from 'react';
import { Button } from '../../ui/Button.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { CheckIcon } from '../../ui/icons.tsx';
import type { ChosenSlot } from './ChosenSlot.ts';
import type { WaitListGroup } from './timeStepModel.ts';
import { rowTitle, slotButton, slotGrid, toggleSlot } from './timeStyles.ts';

interface WaitListDialogProps {
  /** Every waiting-list time of the day, by row. */
  groups: WaitListGroup[];
  /** The time the guest clicked: chosen from the start. */
  initialKey: string;
  /** The booking holds confirmed times, which joining the waiting list clears (doc 1 §4). */
  warnBeforeJoining: boolean;
  t: Translate;
  closeLabel: string;
  onJoin(slots: ChosenSlot[]): void;
  onClose(): void;
}

const groupList = css`
  display: flex;
  flex-direction: column;
  gap: 20px;
  margin-top: 8px;
`;

/**
 * doc 1 §4 Choosing times: pick any number of waiting-list times of the day. Deselecting the
 * last one closes the dialog; with confirmed times in the booking a warning comes first.
 */
export function WaitListDialog(props: WaitListDialogProps) {
  const { groups, t, closeLabel, onClose } = props;
  const [selected, setSelected] = useState<string[]>([props.initialKey]);
  const [warning, setWarning] = useState(false);
  const chosen = groups.flatMap((group) => group.slots).filter((s) => selected.includes(s.key));
  const showSection = new Set(groups.map((group) => group.sectionName)).size > 1;

  function toggle(key: string) {
    const next = selected.includes(key) ? selected.filter((k) => k !== key) : [...selected, key];
    if (next.length === 0) onClose();
    else setSelected(next);
  }

  function join() {
    props.onJoin(chosen.map((slot) => slot.chosen));
  }

  return (
    <>
      <Dialog
        open={!warning}
        title={t('waitList.title')}
        description={t('waitList.description')}
        closeLabel={closeLabel}
        onClose={onClose}
        footer={
          <>
            <Button variant="secondary" onClick={onClose}>
              {t('waitList.cancel')}
            </Button>
            <Button
              disabled={chosen.length === 0}
              onClick={() => (props.warnBeforeJoining ? setWarning(true) : join())}
              data-testid="wait-list-continue"
            >
              {t('waitList.continue', { count: chosen.length })}
            </Button>
          </>
        }
      >
        <div css={groupList}>
          {groups.map((group) => (
            <WaitListGroupBlock
              key={group.key}
              group={group}
              title={showSection ? `${group.title} · ${group.sectionName}` : group.title}
              selected={selected}
              onToggle={toggle}
            />
          ))}
        </div>
      </Dialog>
      <ConfirmDialog
        open={warning}
        title={t('clearConfirmed.title')}
        description={t('clearConfirmed.description')}
        confirmLabel={t('clearConfirmed.confirm')}
        cancelLabel={t('clearConfirmed.cancel')}
        closeLabel={closeLabel}
        onConfirm={join}
        onCancel={() => setWarning(false)}
      />
    </>
  );
}

interface WaitListGroupBlockProps {
  group: WaitListGroup;
  title: string;
  selected: string[];
  onToggle(key: string): void;
}

function WaitListGroupBlock({ group, title, selected, onToggle }: WaitListGroupBlockProps) {
  const titleId = useId();
  return (
    <div role="group" aria-labelledby={titleId} css={{ display: 'grid', gap: 10 }}>
      <h3 id={titleId} css={rowTitle}>
        {title}
      </h3>
      <div css={slotGrid}>
        {group.slots.map((slot) => {
          const pressed = selected.includes(slot.key);
          return (
            <Button
              key={slot.key}
              variant="secondary"
              size="sm"
              wide
              css={[slotButton, toggleSlot, { flexDirection: 'row', animation: 'none' }]}
              aria-pressed={pressed}
              data-start={slot.start}
              onClick={() => onToggle(slot.key)}
            >
              {pressed ? <CheckIcon size={16} /> : null}
              <span>{slot.time}</span>
            </Button>
          );
        })}
      </div>
    </div>
  );
}
