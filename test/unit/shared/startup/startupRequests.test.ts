import { describe, expect, it } from 'vitest';
import { startupRequests, type StartupInput } from '../../../../shared/startup/startupRequests.ts';

const input = (over: Partial<StartupInput> = {}): StartupInput => ({
  unit: '1',
  assetBase: 'https://widget.example/v1/',
  stored: { apiBase: null, lang: null },
  browserLanguages: [],
  ...over,
});

describe('startupRequests: what the loader starts before the bundle arrives (DESIGN §6)', () => {
  it.each([
    [
      'doc2 §9, issue 16: an English browser, en only, not sv beside it',
      { browserLanguages: ['en-GB'] },
      'en',
    ],
    [
      'doc2 §9, issue 16: a Swedish browser, sv only, not en beside it',
      { browserLanguages: ['sv-SE'] },
      'sv',
    ],
    ['doc2 §9, issue 16: fr-BE only, not fr, en or sv', { lang: 'fr-BE' }, 'fr-BE'],
    ['doc2 §9, issue 16: nl-BE only, not nl, en or sv', { lang: 'nl-BE' }, 'nl-BE'],
    ['doc2 §9: nothing known is the default sv', {}, 'sv'],
  ])('%s', (_name, over: Partial<StartupInput>, language) => {
    const requests = startupRequests(input(over));
    expect(requests.language).toBe(language);
    expect(requests.localeUrls).toEqual([
      `https://widget.example/v1/locales/${language}/common.json`,
    ]);
  });

  it('doc1 §7: the settings request goes to the api base next to the bundle, or the one stored', () => {
    expect(startupRequests(input({ unit: 'a b' })).settingsUrl).toBe(
      'https://widget.example/v1/api/v1/booking/externalBookingSettings/a%20b',
    );
    expect(
      startupRequests(input({ stored: { apiBase: 'https://api.example/v2/', lang: null } }))
        .settingsUrl,
    ).toBe('https://api.example/v2/booking/externalBookingSettings/1');
  });
});
