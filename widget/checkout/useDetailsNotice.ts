import type { Settings } from '../../shared/contract/index.ts';
import { wizardContext } from '../flows/createBookingFlow.ts';
import { useOnline } from '../hooks/useOnline.ts';
import { useWidget, useWidgetStore } from '../hooks/useWidget.ts';
import type { DetailsNotice } from './DetailsSubmit.tsx';
import type { Translate } from '../../shared/i18n/Translate.ts';

interface NoticeInput {
  t: Translate;
  common: Translate;
  settings: Settings;
  /** What the last submit met, when it did not go. */
  failure: 'tryAgain' | 'noConnection' | null;
}

/**
 * What went wrong last, told in one place by the button (doc 1 §8, doc 2 §8): no connection,
 * then a refused payment, then the last submit's failure.
 */
export function useDetailsNotice({ t, common, settings, failure }: NoticeInput) {
  const { store } = useWidget();
  const online = useOnline();
  const paymentFailure = useWidgetStore((state) => state.paymentFailure);
  const forget = () => store.getState().setPaymentFailure(null);
  const chooseAnotherTime = () => {
    forget();
    store.getState().dispatch({ type: 'timeTaken' }, wizardContext(settings, false));
  };
  const notice: DetailsNotice | null = !online
    ? { title: t('failure.noConnection.title'), text: t('failure.noConnection.text') }
    : paymentFailure
      ? {
          title: t(
            paymentFailure.titleKind === 'noShow'
              ? 'paymentErrors.titleNoShow'
              : 'paymentErrors.titlePayment',
          ),
          text: t(paymentFailure.messageKey),
          focus: true,
          ...(paymentFailure.timeTaken
            ? {
                action: { label: t('paymentErrors.chooseAnotherTime'), onClick: chooseAnotherTime },
              }
            : { close: { label: common('actions.close'), onClick: forget } }),
        }
      : failure
        ? { title: t(`failure.${failure}.title`), text: t(`failure.${failure}.text`) }
        : null;
  return { notice, online, paymentFailure };
}
