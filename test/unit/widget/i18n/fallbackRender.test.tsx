import { act } from 'react';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Settings } from '../../../../shared/contract/index.ts';
import { I18nContext } from '../../../../widget/hooks/useT.ts';
import { createI18n } from '../../../../widget/i18n/createI18n.ts';
import { onFallbackLoaded } from '../../../../widget/i18n/fallbackLoaded.ts';
import { GuestsStep } from '../../../../widget/wizard/GuestsStep.tsx';
import { cleanup, render } from '../ui/render.tsx';
import { createTestWidget, fixture } from '../widgetHarness.tsx';

type Tree = { [key: string]: string | Tree };

const locale = (language: string) =>
  JSON.parse(readFileSync(`widget/locales/${language}/common.json`, 'utf8')) as Tree;

const settings = (() => {
  const base = fixture<Settings>('settings.response');
  return { ...base, unitsMetaData: { ...base.unitsMetaData, maxWebGuests: 8 } } as Settings;
})();

/** The guests step in Danish, from a CDN whose Danish file is `danish`. */
async function guestsStep(danish: Tree, folder: string) {
  const base = `https://cdn.test/render-${folder}/`;
  const requests: string[] = [];
  const fetch = (async (input: RequestInfo | URL) => {
    const path = String(input).slice(base.length);
    requests.push(path);
    const body = path === 'locales/da/common.json' ? danish : locale(path.split('/')[1] ?? '');
    return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
  }) as typeof globalThis.fetch;
  const i18n = await createI18n({ language: 'da', base, fetch });
  const widget = createTestWidget({ api: () => ({}) });
  const view = render(
    widget.wrap(
      <I18nContext.Provider value={i18n}>
        <GuestsStep settings={settings} onSelect={vi.fn()} onStartRequest={vi.fn()} />
      </I18nContext.Provider>,
    ),
  );
  const labels = () =>
    [...view.container.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'));
  return { i18n, requests, labels };
}

afterEach(cleanup);

describe('issue 16: a fallback file fetched for a missing key shows on screen (doc 2 §9)', () => {
  it('doc2 §9 Fallback chain: the step renders again with the en text, never the raw key', async () => {
    const danish = locale('da');
    delete (danish.wizard as Tree).moreGuests;
    const { i18n, requests, labels } = await guestsStep(danish, 'gap');
    const arrived = new Promise<void>((resolve) => onFallbackLoaded(i18n, resolve));
    // The first render meets the gap and asks for en there and then.
    expect(labels()).toContain('wizard.moreGuests');
    await act(() => arrived);
    expect(labels()).toContain('9 or more guests');
    expect(labels()).not.toContain('wizard.moreGuests');
    // The rest of the step stays Danish.
    expect(labels()).toContain('2 gæster');
    expect(requests).toEqual(['locales/da/common.json', 'locales/en/common.json']);
  });

  it('doc2 §9: a complete language renders from its own file alone', async () => {
    const { requests, labels } = await guestsStep(locale('da'), 'complete');
    expect(labels()).toContain('9 gæster eller flere');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(requests).toEqual(['locales/da/common.json']);
  });
});
