import i18next, { type i18n as I18n } from 'i18next';
import { readFileSync } from 'node:fs';
import type { ReactNode } from 'react';
import { createApiClient } from '../../../widget/api/createApiClient.ts';
import { createQueryCache } from '../../../widget/api/createQueryCache.ts';
import type { WidgetInstance } from '../../../widget/instance/WidgetInstance.ts';
import { I18nContext } from '../../../widget/hooks/useT.ts';
import type { WidgetI18n } from '../../../widget/i18n/WidgetI18n.ts';
import { WidgetContext } from '../../../widget/hooks/useWidget.ts';
import { createMemoryHistory } from '../../../widget/router/createHistory.ts';
import { createWidgetStore } from '../../../widget/store/createWidgetStore.ts';
import { createBookingFlow } from '../../../widget/flows/createBookingFlow.ts';

/** A fixture of test/fixtures/, parsed. */
export function fixture<T = unknown>(name: string): T {
  return JSON.parse(readFileSync(`test/fixtures/${name}.json`, 'utf8')) as T;
}

/** Answers API calls from a handler: (method, url) → JSON body, or a Response. */
export type FakeApi = (request: Request) => unknown;

/**
 * A real widget instance (store, query cache, API client) over a fake fetch, and an i18next
 * instance holding the English locale files synchronously, for component tests in happy-dom.
 */
export function createTestWidget(options: {
  api: FakeApi;
  path?: string;
  search?: string;
  namespaces?: string[];
}) {
  const requests: Request[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    requests.push(request.clone());
    const answer = await options.api(request);
    if (answer instanceof Response) return answer;
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof globalThis.fetch;
  const history = createMemoryHistory({
    pathname: options.path ?? '/se_demo/1',
    search: options.search ?? '',
  });
  const { store, dispose } = createWidgetStore(history, 'en');
  const api = createApiClient({ apiBase: 'http://api.test/v1', system: 'se_demo', fetch });
  const cache = createQueryCache();
  const i18n: I18n = i18next.createInstance();
  const namespaces = ['common', ...(options.namespaces ?? [])];
  void i18n.init({
    lng: 'en',
    initAsync: false,
    ns: namespaces,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    resources: {
      en: Object.fromEntries(
        namespaces.map((ns) => [
          ns,
          JSON.parse(readFileSync(`widget/locales/en/${ns}.json`, 'utf8')) as object,
        ]),
      ),
    },
  });
  // An instance already in, as the widget's translations are once i18next has taken over.
  const translations: WidgetI18n = Object.assign(i18n, { whenLoaded: () => Promise.resolve() });
  const instance = {
    config: { system: 'se_demo', unit: '1', mode: 'inline' },
    system: 'se_demo',
    unitId: '1',
    store,
    api,
    cache,
    i18n: Promise.resolve(translations),
    dispose,
  } as WidgetInstance;
  instance.flow = createBookingFlow(instance);
  const wrap = (ui: ReactNode) => (
    <WidgetContext.Provider value={instance}>
      <I18nContext.Provider value={translations}>{ui}</I18nContext.Provider>
    </WidgetContext.Provider>
  );
  return { instance, i18n, requests, wrap, history };
}
