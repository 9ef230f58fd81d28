// @vitest-environment jsdom
// jsdom: the clicks ask `:defined` whether the bundle has run (happy-dom answers false even for
// a defined custom element).
import { afterEach, describe, expect, it } from 'vitest';
import {
  drawFirstStep,
  type FirstPaintInput,
} from '../../../../loader/firstPaint/drawFirstStep.ts';
import { localeText } from '../../../../shared/i18n/localeText.ts';
import en from '../../../../widget/locales/en/common.json';
import { builtTemplate } from './builtTemplate.ts';

const template = builtTemplate();

const settings: FirstPaintInput['settings'] = {
  name: 'Smak & Sill',
  maxWebGuests: 8,
  childrenEnabled: false,
  primary: undefined,
  logoUrl: undefined,
  coverOneByOne: undefined,
  coverThirtyTwoByNine: undefined,
  introHeader: undefined,
  intro: undefined,
};

function draw(overrides: Partial<FirstPaintInput> = {}) {
  const element = document.createElement('booking-widget');
  document.body.append(element);
  const drawn = drawFirstStep(element, {
    settings,
    t: localeText(en, 'en'),
    language: 'en',
    template,
    nonce: '',
    ...overrides,
  });
  const button = (label: string) =>
    element.shadowRoot!.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`)!;
  const pressed = () =>
    [...element.shadowRoot!.querySelectorAll('button[aria-pressed="true"]')].map((b) =>
      b.getAttribute('aria-label'),
    );
  const choice = () =>
    element.shadowRoot!.querySelector('div[data-first-paint]')!.getAttribute('data-choice');
  return { element, drawn, button, pressed, choice };
}

afterEach(() => document.body.replaceChildren());

// One file, one registry: the element is defined once, by the last test (the bundle has run).
describe('drawFirstStep: what a click before React keeps (issue 16; doc 1 §2 Guests step)', () => {
  it('draws one button per party size and "max+1 +", none pressed', () => {
    const { drawn, button, pressed } = draw();
    expect(drawn).toBe(true);
    expect(button('8 guests').textContent).toBe('8');
    expect(button('9 or more guests').textContent).toBe('9 +');
    expect(pressed()).toEqual([]);
  });

  it('the progress bar reads "Step 1 of m", m counting the children step when the venue asks (issue 36, WCAG 1.3.1)', () => {
    const valueText = (childrenEnabled: boolean) =>
      draw({ settings: { ...settings, childrenEnabled } })
        .element.shadowRoot!.querySelector('[role="progressbar"]')!
        .getAttribute('aria-valuetext');
    expect(valueText(false)).toBe('Step 1 of 4');
    expect(valueText(true)).toBe('Step 1 of 5');
  });

  it("draws the venue's values where React does: name and logo, covers, welcome text with its links", () => {
    const { element } = draw({
      settings: {
        ...settings,
        logoUrl: 'https://cdn.example/logo.png',
        coverThirtyTwoByNine: 'https://cdn.example/wide.jpg',
        introHeader: 'Welcome <b>in</b>',
        intro: 'Call <a href="tel:+4611">us</a><script>alert(1)</script>',
      },
      venueLang: 'sv',
    });
    const root = element.shadowRoot!;
    expect(root.querySelector('[part="header"] img')!.getAttribute('alt')).toBe('Smak & Sill logo');
    expect(root.querySelector('[part="header"] p')).toBeNull();
    // React's Cover: the wide image stands in for the missing square one.
    const covers = [...root.querySelectorAll('[part="cover"] img')].map((img) =>
      img.getAttribute('src'),
    );
    expect(covers).toEqual(['https://cdn.example/wide.jpg', 'https://cdn.example/wide.jpg']);
    const side = root.querySelector('[part="side"]')!;
    expect(side.querySelector('h3')!.textContent).toBe('Welcome <b>in</b>');
    expect(side.querySelector('h3')!.getAttribute('lang')).toBe('sv');
    const text = side.querySelector('h3 + div')!;
    expect(text.innerHTML).toBe(
      'Call <a href="tel:+4611" target="_blank" rel="noopener noreferrer">us</a>',
    );
    expect(root.querySelector('div[data-first-paint]')!.getAttribute('lang')).toBe('en');
  });

  it("doc 1 §8: a logo that fails gives way to the venue's name; a cover that fails goes", () => {
    const { element } = draw({
      settings: {
        ...settings,
        logoUrl: 'https://cdn.example/logo.png',
        coverOneByOne: 'https://cdn.example/sq.jpg',
      },
    });
    const root = element.shadowRoot!;
    const header = root.querySelector('[part="header"]')!;
    header.querySelector('img')!.dispatchEvent(new Event('error'));
    expect(header.querySelector('img')).toBeNull();
    expect(header.firstElementChild!.textContent).toBe('Smak & Sill');
    // The menu button is the same element: a click or focus on it is kept.
    expect(header.querySelectorAll('button')).toHaveLength(1);
    root.querySelector('[part="cover"] img')!.dispatchEvent(new Event('error'));
    expect(root.querySelectorAll('[part="cover"] img')).toHaveLength(1);
  });

  it('draws nothing when a string is missing from the locale file', () => {
    const { drawn, element } = draw({ t: localeText({}, 'en') });
    expect(drawn).toBe(false);
    expect(element.shadowRoot).toBeNull();
  });

  it('before the bundle: a size is the guests prefill, and a second click replaces it', () => {
    const { element, button, pressed, choice } = draw();
    button('2 guests').click();
    button('3 guests').click();
    expect(element.getAttribute('guests')).toBe('3');
    expect(pressed()).toEqual(['3 guests']);
    expect(choice()).toBeNull();
  });

  it('before the bundle: "max+1 +" is no prefill but a click for React to replay', () => {
    const { element, button, choice } = draw();
    button('2 guests').click();
    button('9 or more guests').click();
    expect(element.hasAttribute('guests')).toBe(false);
    expect(choice()).toBe('9 or more guests');
  });

  it('the full page keeps the size where it reads it (keepGuests), not in the attribute', () => {
    const kept: (string | null)[] = [];
    const { element, button } = draw({ keepGuests: (guests) => kept.push(guests) });
    button('4 guests').click();
    expect(kept).toEqual(['4']);
    expect(element.hasAttribute('guests')).toBe(false);
  });

  it('after the bundle ran: a size kept before it stays, a later click changes nothing; without one, the click is replayed', () => {
    const first = draw();
    first.button('2 guests').click();
    const second = draw();
    customElements.define('booking-widget', class extends HTMLElement {});
    // The widget read guests=2 and opens on the next step with it: 3 cannot be honoured.
    first.button('3 guests').click();
    expect(first.element.getAttribute('guests')).toBe('2');
    expect(first.pressed()).toEqual(['2 guests']);
    expect(first.choice()).toBeNull();
    // Nothing kept yet: React's own button is clicked at the hand-over.
    second.button('3 guests').click();
    expect(second.element.hasAttribute('guests')).toBe(false);
    expect(second.choice()).toBe('3 guests');
    expect(second.pressed()).toEqual(['3 guests']);
  });
});
