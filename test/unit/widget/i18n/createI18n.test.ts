import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UiLanguage } from '../../../../shared/i18n/languages.ts';
import { createI18n } from '../../../../widget/i18n/createI18n.ts';
import type { WidgetI18n } from '../../../../widget/i18n/WidgetI18n.ts';
import { fallbackRevision, onFallbackLoaded } from '../../../../widget/i18n/fallbackLoaded.ts';

type Tree = { [key: string]: string | Tree };

const locale = (language: string, ns: string) =>
  JSON.parse(readFileSync(`widget/locales/${language}/${ns}.json`, 'utf8')) as Tree;

/** A copy of a locale file without the keys named (`steps.chooseGuests`). */
function without(tree: Tree, ...keys: string[]): Tree {
  const copy = structuredClone(tree);
  for (const key of keys) {
    const path = key.split('.');
    const last = path.pop()!;
    const parent = path.reduce((node, part) => node[part] as Tree, copy);
    delete parent[last];
  }
  return copy;
}

function flatKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flatKeys(value, `${prefix}${key}.`),
  );
}

// createI18n shares downloads between widgets by URL, so every test serves its own folder.
let folders = 0;

/**
 * A widget's i18next over a fake CDN holding the real locale files, with `files` put in their
 * place (a file set to null answers 500). Records every URL asked for, in `locales/lng/ns` form.
 */
async function start(
  language: UiLanguage,
  files: Record<string, Tree | null> = {},
  { light = false } = {},
) {
  const base = `https://cdn.test/${++folders}/`;
  const requests: string[] = [];
  const fetch = (async (input: RequestInfo | URL) => {
    const path = String(input).slice(base.length);
    requests.push(path);
    const [, lng = '', file = ''] = path.split('/');
    const ns = file.replace(/\.json$/, '');
    const body = path in files ? files[path] : locale(lng, ns);
    return body === null
      ? new Response('down', { status: 500 })
      : new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
  }) as typeof globalThis.fetch;
  const i18n = await createI18n({ language, base, fetch });
  // Most tests here are of i18next's own behaviour; the light stage before it is in has its own.
  if (!light) await i18n.whenLoaded();
  return { i18n, requests };
}

/** Resolves when the next fallback file has arrived and been added. */
const fallbackArrives = (i18n: WidgetI18n) =>
  new Promise<void>((resolve) => {
    const stop = onFallbackLoaded(i18n, () => {
      stop();
      resolve();
    });
  });

// i18next's timers (its deferred init, a read's retries) run on a fake clock that also follows
// the real one, so what the tests await (the files in) still comes without moving it by hand.
beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    shouldAdvanceTime: true,
  });
});
afterEach(() => {
  vi.useRealTimers();
});

/**
 * For checking that nothing more was asked for: every timer the code has set (a read's retry, a
 * deferred load) runs, the clock a minute on, with the promises it sets off.
 */
const settle = () => vi.advanceTimersByTimeAsync(60_000);

const en = locale('en', 'common');
const sv = locale('sv', 'common');
const fr = locale('fr', 'common');

describe('issue 16: one locale file per namespace; fallbacks only for a missing key (doc 2 §9)', () => {
  it.each<UiLanguage>(['en', 'sv', 'da', 'fr-BE'])(
    'doc2 §9: a complete %s file is the only request, whatever the screen reads',
    async (language) => {
      const { i18n, requests } = await start(language);
      expect(requests).toEqual([`locales/${language}/common.json`]);
      // Every key of the file read, as the screens would: none is missing, nothing more loads.
      const own = locale(language, 'common');
      for (const key of flatKeys(en)) {
        if (/_(one|other)$/.test(key)) continue;
        expect(i18n.t(key), key).not.toBe(key);
      }
      expect(i18n.t('steps.chooseGuests')).toBe((own.steps as Tree).chooseGuests);
      await settle();
      expect(requests).toEqual([`locales/${language}/common.json`]);
    },
  );

  it('doc2 §9: a namespace loaded with its screen is also one request, its own language only', async () => {
    const { i18n, requests } = await start('da');
    await i18n.loadNamespaces('times');
    expect(i18n.hasLoadedNamespace('times')).toBe(true);
    expect(i18n.t('times:hourGroup', { time: '18:00' })).not.toBe('hourGroup');
    await settle();
    expect(requests).toEqual(['locales/da/common.json', 'locales/da/times.json']);
  });

  it('doc2 §9 Fallback chain: a key the own file lacks shows the en text once en has loaded', async () => {
    const { i18n, requests } = await start('da', {
      'locales/da/common.json': without(locale('da', 'common'), 'steps.chooseGuests'),
    });
    expect(requests).toEqual(['locales/da/common.json']);
    const arrived = fallbackArrives(i18n);
    // The first render meets the gap: the key, and the fallback requested there and then.
    expect(i18n.t('steps.chooseGuests')).toBe('steps.chooseGuests');
    await arrived;
    expect(i18n.t('steps.chooseGuests')).toBe((en.steps as Tree).chooseGuests);
    // The rest stays Danish, and en is fetched once however often the gap is met.
    expect(i18n.t('steps.chooseDate')).toBe((locale('da', 'common').steps as Tree).chooseDate);
    i18n.t('steps.chooseGuests');
    await settle();
    expect(requests).toEqual(['locales/da/common.json', 'locales/en/common.json']);
  });

  it('doc2 §9 Fallback chain: a key missing in the language and in en comes from sv, one file at a time', async () => {
    const { i18n, requests } = await start('da', {
      'locales/da/common.json': without(locale('da', 'common'), 'steps.chooseGuests'),
      'locales/en/common.json': without(en, 'steps.chooseGuests'),
    });
    const enArrives = fallbackArrives(i18n);
    i18n.t('steps.chooseGuests');
    i18n.t('steps.chooseGuests');
    await enArrives;
    expect(requests).toEqual(['locales/da/common.json', 'locales/en/common.json']);
    // The screen renders again on the en file, still misses the key, and asks the next one.
    const svArrives = fallbackArrives(i18n);
    expect(i18n.t('steps.chooseGuests')).toBe('steps.chooseGuests');
    await svArrives;
    expect(i18n.t('steps.chooseGuests')).toBe((sv.steps as Tree).chooseGuests);
    expect(requests).toEqual([
      'locales/da/common.json',
      'locales/en/common.json',
      'locales/sv/common.json',
    ]);
  });

  it('doc2 §9 Fallback chain: fr-BE falls back to fr before en', async () => {
    const { i18n, requests } = await start('fr-BE', {
      'locales/fr-BE/common.json': without(locale('fr-BE', 'common'), 'steps.chooseDate'),
    });
    const arrived = fallbackArrives(i18n);
    i18n.t('steps.chooseDate');
    await arrived;
    expect(i18n.t('steps.chooseDate')).toBe((fr.steps as Tree).chooseDate);
    await settle();
    expect(requests).toEqual(['locales/fr-BE/common.json', 'locales/fr/common.json']);
  });

  it('doc2 §9: an own file that cannot be read opens with the fallback text, never raw keys', async () => {
    const { i18n, requests } = await start('da', { 'locales/da/common.json': null });
    expect(i18n.t('steps.chooseGuests')).toBe((en.steps as Tree).chooseGuests);
    expect(requests).toEqual(['locales/da/common.json', 'locales/en/common.json']);
  });

  it('doc2 §9: an unreachable fallback is skipped for the next one', async () => {
    const { i18n, requests } = await start('da', {
      'locales/da/common.json': without(locale('da', 'common'), 'steps.chooseGuests'),
      'locales/en/common.json': null,
    });
    const arrived = fallbackArrives(i18n);
    i18n.t('steps.chooseGuests');
    await arrived;
    expect(i18n.t('steps.chooseGuests')).toBe((sv.steps as Tree).chooseGuests);
    expect(requests).toEqual([
      'locales/da/common.json',
      'locales/en/common.json',
      'locales/sv/common.json',
    ]);
  });

  it('a key read before its namespace is in is not a gap: no fallback is fetched for it', async () => {
    const { i18n, requests } = await start('da');
    expect(i18n.t('times:hourGroup')).toBe('hourGroup');
    await settle();
    expect(requests).toEqual(['locales/da/common.json']);
  });

  it('doc2 §9: switching language loads the new language only; a fallback already in is reused', async () => {
    const { i18n, requests } = await start('da', {
      'locales/da/common.json': without(locale('da', 'common'), 'steps.chooseGuests'),
    });
    const arrived = fallbackArrives(i18n);
    i18n.t('steps.chooseGuests');
    await arrived;
    await i18n.changeLanguage('sv');
    expect(i18n.t('steps.chooseGuests')).toBe((sv.steps as Tree).chooseGuests);
    await i18n.changeLanguage('en');
    expect(i18n.t('steps.chooseDate')).toBe((en.steps as Tree).chooseDate);
    await settle();
    expect(requests).toEqual([
      'locales/da/common.json',
      'locales/en/common.json',
      'locales/sv/common.json',
    ]);
  });
});

describe('issue 32: the first screens translate before i18next is in, and it takes over unseen', () => {
  it('doc2 §9: ready with the own common file alone; i18next is not waited for and asks for it no more', async () => {
    const { i18n, requests } = await start('da', {}, { light: true });
    const danish = locale('da', 'common');
    expect(i18n.t('steps.chooseGuests')).toBe((danish.steps as Tree).chooseGuests);
    expect(i18n.t('wizard.guestsOption', { count: 3 })).toBe(
      (danish.wizard as Tree).guestsOption_other!.toString().replace('{{count}}', '3'),
    );
    expect(i18n.hasLoadedNamespace('common')).toBe(true);
    expect(i18n.hasLoadedNamespace('times')).toBe(false);
    // A namespace not in yet shows the bare key, as i18next shows it.
    expect(i18n.t('hourGroup', { ns: 'times' })).toBe('hourGroup');
    const before = [...flatKeys(danish)].map((key) => i18n.t(key));
    const tookOver = fallbackArrives(i18n);
    await i18n.whenLoaded();
    // The screens hear the take-over (they render again, through i18next) and read the same.
    await tookOver;
    expect([...flatKeys(danish)].map((key) => i18n.t(key))).toEqual(before);
    await settle();
    expect(requests).toEqual(['locales/da/common.json']);
  });

  it('issue 50: where no screen met a gap before i18next, its take-over is not announced (no render for the same strings)', async () => {
    const { i18n } = await start('sv', {}, { light: true });
    const shown = i18n.t('steps.chooseGuests');
    let heard = 0;
    const stop = onFallbackLoaded(i18n, () => heard++);
    await i18n.whenLoaded();
    await settle();
    stop();
    expect(heard).toBe(0);
    expect(fallbackRevision(i18n)).toBe(0);
    // i18next reads what the screen shows.
    expect(i18n.t('steps.chooseGuests')).toBe(shown);
  });

  it('doc2 §9: a namespace asked for before i18next is in waits for it, one request', async () => {
    const { i18n, requests } = await start('fi', {}, { light: true });
    await i18n.loadNamespaces('times');
    expect(i18n.hasLoadedNamespace('times')).toBe(true);
    expect(i18n.t('hourGroup', { ns: 'times' })).toBe((locale('fi', 'times') as Tree).hourGroup);
    expect(requests).toEqual(['locales/fi/common.json', 'locales/fi/times.json']);
  });

  it('doc2 §9: a language switched before i18next is in switches, and the screens hear it', async () => {
    const { i18n, requests } = await start('da', {}, { light: true });
    const heard: string[] = [];
    i18n.on('languageChanged', (code) => heard.push(code));
    await i18n.changeLanguage('sv');
    expect(i18n.language).toBe('sv');
    expect(heard).toEqual(['sv']);
    expect(i18n.t('steps.chooseDate')).toBe((sv.steps as Tree).chooseDate);
    expect(requests).toEqual(['locales/da/common.json', 'locales/sv/common.json']);
  });
});
