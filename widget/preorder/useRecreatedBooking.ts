import { useEffect, useRef, useState } from 'react';
import type { Booking, Menu, Settings } from '../../shared/contract/index.ts';
import { carryOverQuantities } from '../../shared/preorder/carryOverQuantities.ts';
import { needsMenuRecreate } from '../../shared/preorder/needsMenuRecreate.ts';
import { useWidget } from '../hooks/useWidget.ts';
import { preorderFailure, recreateBooking } from './preorderActions.ts';

type Groups = Menu['groups'];

/**
 * doc 1 §4 Preorder: a booking whose menu is already confirmed is re-created on entering the
 * step, once per guid, with the old quantities carried over onto the new menu. Gives whether the
 * booking is stale (the step waits) and how many re-creations failed.
 */
export function useRecreatedBooking(
  booking: Booking | undefined,
  settings: Settings,
  onReplaced: (guid: string, groups: Groups | undefined) => void,
) {
  const instance = useWidget();
  const recreated = useRef(new Set<string>());
  const [failedTries, setFailedTries] = useState(0);
  useEffect(() => {
    const old = booking;
    if (!old || !needsMenuRecreate(old) || recreated.current.has(old.guid)) return;
    recreated.current.add(old.guid);
    void recreateBooking(instance, old, settings).then(
      (fresh) => {
        const next = fresh.menus[0];
        onReplaced(
          fresh.guid,
          next ? carryOverQuantities(old.menus[0]!.groups, next.groups) : undefined,
        );
      },
      (error: unknown) => {
        if (preorderFailure(instance, error).kind === 'tryAgain') setFailedTries((n) => n + 1);
      },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [booking]);
  return { stale: booking ? needsMenuRecreate(booking) : false, failedTries };
}
