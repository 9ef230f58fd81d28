// @vitest-environment jsdom
// jsdom, not the widget project's happy-dom: inlineFirstPaint asks `:defined` whether the
// bundle has run, and happy-dom answers false even for a defined custom element.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inlineFirstPaint } from '../../../../loader/firstPaint/paintFirstStep.ts';
import { STORAGE_PREFIX } from '../../../../shared/storage/namespacedStorage.ts';
import { storageKeys } from '../../../../shared/storage/storageKeys.ts';

const BASE = 'https://widget.example/';

/** An inline `<booking-widget>` as a venue writes it, before the bundle has run. */
function widget(attributes: Record<string, string> = {}): HTMLElement {
  const element = document.createElement('booking-widget');
  for (const [name, value] of Object.entries({ system: 'se_demo', unit: '1', ...attributes }))
    element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

function without(...names: string[]): HTMLElement {
  const element = widget();
  for (const name of names) element.removeAttribute(name);
  return element;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('inlineFirstPaint: which inline widgets get a first paint (issue 16)', () => {
  it('an inline widget opening on the guests step gets the startup requests (issue 16; doc 1 §2 Guests step, §7)', () => {
    expect(inlineFirstPaint(widget({ lang: 'sv' }), BASE)).toEqual({
      apiBase: 'https://widget.example/api/v1',
      language: 'sv',
      settingsUrl: 'https://widget.example/api/v1/booking/externalBookingSettings/1',
      localeUrls: ['https://widget.example/locales/sv/common.json'],
    });
  });

  it.each(['1', '42', '007', '123456789'])(
    'the settings address names unit %s (issue 16; doc 1 §7 externalBookingSettings)',
    (unit) => {
      const startup = inlineFirstPaint(widget({ unit }), BASE);
      expect(startup?.settingsUrl).toBe(
        `https://widget.example/api/v1/booking/externalBookingSettings/${unit}`,
      );
    },
  );

  it.each<Record<string, string>>([{ mode: 'inline' }, { mode: '' }, {}])(
    'mode %j is inline and painted (issue 16; DESIGN §5 modes)',
    (attributes) => {
      expect(inlineFirstPaint(widget(attributes), BASE)).not.toBeNull();
    },
  );

  it('the api-base attribute names the API; a stored override starts nothing early (issue 16, 31; doc 1 §7)', () => {
    expect(
      inlineFirstPaint(widget({ 'api-base': 'https://api.example/v1/' }), BASE)?.settingsUrl,
    ).toBe('https://api.example/v1/booking/externalBookingSettings/1');
    localStorage.setItem(STORAGE_PREFIX + storageKeys.apiBase, 'http://evil.test/api/v1');
    expect(inlineFirstPaint(widget(), BASE)?.settingsUrl).toBe(
      'https://widget.example/api/v1/booking/externalBookingSettings/1',
    );
  });

  it('the lang attribute, then the stored language, picks the locale file (issue 16; doc 2 §9 languages)', () => {
    localStorage.setItem(STORAGE_PREFIX + storageKeys.lang, 'nb');
    expect(inlineFirstPaint(widget(), BASE)?.localeUrls).toEqual([
      'https://widget.example/locales/nb/common.json',
    ]);
    expect(inlineFirstPaint(widget({ lang: 'fi' }), BASE)?.language).toBe('fi');
  });

  it('an element with a shadow root already (the bundle or another paint drew it) is left alone (issue 16)', () => {
    const element = widget();
    element.attachShadow({ mode: 'open' });
    expect(inlineFirstPaint(element, BASE)).toBeNull();
  });

  it('an element whose custom element is defined (the bundle has run) is left alone (issue 16)', () => {
    customElements.define('x-bundle-ran', class extends HTMLElement {});
    const element = document.createElement('x-bundle-ran');
    element.setAttribute('system', 'se_demo');
    element.setAttribute('unit', '1');
    document.body.append(element);
    expect(element.matches(':defined')).toBe(true);
    expect(inlineFirstPaint(element, BASE)).toBeNull();
  });

  it.each([['system'], ['unit'], ['system', 'unit']])(
    'no %s attribute: no first paint (issue 16; doc 1 §2 Path reading)',
    (...names) => {
      expect(inlineFirstPaint(without(...names), BASE)).toBeNull();
    },
  );

  it.each([
    ['empty', ''],
    ['markup', '<script>alert(1)</script>'],
    ['markup with a prefix', 'se_<script>'],
    ['a path', '../x'],
    ['a path with a prefix', 'se_demo/../x'],
    ['a newline', 'se_demo\n'],
    ['a space', 'se demo'],
    ['a colon', 'se_demo:2'],
    ['very long', `se_${'a'.repeat(5000)}`],
    ['just over 64 characters', `se_${'a'.repeat(62)}`],
    ['an unknown market', 'xx_demo'],
    ['no market', 'demo'],
    ['an underscore first', '_demo'],
  ])(
    'an invalid system id (%s) gets no first paint (issue 16; doc 1 §2 Path reading)',
    (_name, system) => {
      expect(inlineFirstPaint(widget({ system }), BASE)).toBeNull();
    },
  );

  it.each(['se_demo', 'SE_demo', 'no_x', `se_${'a'.repeat(61)}`])(
    'a valid system id %s is painted (issue 16; doc 1 §2 Path reading)',
    (system) => {
      expect(inlineFirstPaint(widget({ system }), BASE)).not.toBeNull();
    },
  );

  it.each(['', 'abc', '1.5', '-1', '+1', '1e3', ' 1', '1 ', '0x1', '1/2', '../1', '１'])(
    'a unit %j that is not a whole number gets no first paint (issue 16; doc 1 §2 Query parameters)',
    (unit) => {
      expect(inlineFirstPaint(widget({ unit }), BASE)).toBeNull();
    },
  );

  it.each(['inline', 'modal'])(
    'mode %s is painted: inline, and a modal opened before the bundle has run (issue 16, issue 50)',
    (mode) => {
      expect(inlineFirstPaint(widget({ mode }), BASE)).not.toBeNull();
    },
  );

  it.each(['page', 'iframe', 'Inline', 'anything'])(
    'mode %s gets no first paint here (issue 16; DESIGN §5 modes)',
    (mode) => {
      expect(inlineFirstPaint(widget({ mode }), BASE)).toBeNull();
    },
  );

  it.each([
    ['guests', '4'],
    ['children', '1'],
    ['date', '2026-05-01'],
    ['route', '/se_demo/1/payment-confirmation'],
    ['guests', ''],
  ])(
    'a %s attribute (%j) starts elsewhere than the guests step: no first paint (issue 16; doc 1 §2 Steps and progress)',
    (name, value) => {
      expect(inlineFirstPaint(widget({ [name]: value }), BASE)).toBeNull();
    },
  );

  it('a booking in progress for this venue in session storage: no first paint (issue 16; doc 1 §4 Leaving the flow)', () => {
    sessionStorage.setItem(
      `${STORAGE_PREFIX}${storageKeys.route('se_demo', '1')}`,
      '/se_demo/1/finalize/0b1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6?guests=2',
    );
    expect(sessionStorage.getItem('booking-widget:route:se_demo:1')).not.toBeNull();
    expect(inlineFirstPaint(widget(), BASE)).toBeNull();
  });

  it('a booking in progress elsewhere, or under a key without the widget’s namespace, does not stop it (issue 16; doc 1 §4)', () => {
    sessionStorage.setItem(`${STORAGE_PREFIX}${storageKeys.route('se_demo', '2')}`, '/se_demo/2/x');
    sessionStorage.setItem(`${STORAGE_PREFIX}${storageKeys.route('no_demo', '1')}`, '/no_demo/1/x');
    sessionStorage.setItem(storageKeys.route('se_demo', '1'), '/se_demo/1/finalize');
    localStorage.setItem(`${STORAGE_PREFIX}${storageKeys.route('se_demo', '1')}`, '/se_demo/1/x');
    expect(inlineFirstPaint(widget(), BASE)).not.toBeNull();
  });

  it('storage that throws (private mode, a sandboxed frame) reads as nothing stored (issue 16; DESIGN §5 storage)', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(inlineFirstPaint(widget(), BASE)).not.toBeNull();
  });
});
