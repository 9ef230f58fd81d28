import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChosenSlot } from './ChosenSlot.ts';
import type { SlotView } from './timeStepModel.ts';

interface SlotChoiceProps {
  busy: boolean;
  onChooseTime(slot: ChosenSlot): void;
  onJoinWaitList(slots: ChosenSlot[]): void;
}

/**
 * The time step's choice: the time being booked, the waiting-list dialog's first time, and the
 * failed tries. `onChoose` is stable (issue 51: memoised sections keep their props) and calls
 * the latest props.
 */
export function useSlotChoice(props: SlotChoiceProps) {
  const [pressedKey, setPressedKey] = useState<string | null>(null);
  const [waitListFrom, setWaitListFrom] = useState<string | null>(null);
  // A choice that failed without a code: the guest stays here and is told to choose again.
  const [failedTry, setFailedTry] = useState(0);
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });
  const onChoose = useCallback((slot: SlotView) => {
    // The other times are dimmed a render after the tap (issue 51): until then, this refuses.
    if (latest.current.busy) return;
    if (slot.kind === 'waitList') {
      setWaitListFrom(slot.key);
    } else if (slot.kind === 'bookable' || slot.kind === 'requestable') {
      setFailedTry(0);
      setPressedKey(slot.key);
      latest.current.onChooseTime(slot.chosen);
    }
  }, []);
  const joinWaitList = (slots: ChosenSlot[]) => {
    setFailedTry(0);
    setPressedKey(waitListFrom);
    setWaitListFrom(null);
    props.onJoinWaitList(slots);
  };
  const closeWaitList = () => setWaitListFrom(null);
  const failedAgain = useCallback(() => setFailedTry((n) => n + 1), []);
  return {
    pressedKey,
    waitListFrom,
    failedTry,
    onChoose,
    joinWaitList,
    closeWaitList,
    failedAgain,
  };
}
