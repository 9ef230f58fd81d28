import type { WidgetI18n } from '../i18n/WidgetI18n.ts';
import type { ApiClient } from '../api/createApiClient.ts';
import type { QueryCache } from '../api/createQueryCache.ts';
import type { BookingFlow } from '../flows/createBookingFlow.ts';
import type { WidgetStoreApi } from '../store/createWidgetStore.ts';
import type { WidgetConfig } from '../../shared/element/widgetConfig.ts';

/** Everything one `<booking-widget>` owns. It outlives React remounts when the element moves. */
export interface WidgetInstance {
  config: WidgetConfig;
  /** The venue as the address names it (page mode reads it from the URL). */
  system: string;
  unitId: string;
  /** A modal, with a close button and its exit warning (shared/routing/modalMode.ts). */
  modal: boolean;
  store: WidgetStoreApi;
  api: ApiClient;
  cache: QueryCache;
  i18n: Promise<WidgetI18n>;
  /** Creates and updates the booking for chosen times, one call after another. */
  flow: BookingFlow;
  /** The element's attributes changed without naming another venue (issue 50: live changes). */
  update(config: WidgetConfig): void;
  dispose(): void;
}
