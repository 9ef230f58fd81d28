// @vitest-environment jsdom
// jsdom: the clicks ask `:defined` whether the bundle has run (happy-dom answers false even for
// a defined custom element).
// Issue 32: the children step the first paint shows after an early click on a party size, for a
// venue that asks for children (doc 1 §2 Children step), from the module build.mjs writes
// (loader/firstPaint/childrenStep.ts with the template the build rendered from React's own
// WizardFrame and ChildrenStep). first-paint-children.test.ts checks it in Chromium.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  drawFirstStep,
  type ChildrenStepModule,
  type FirstPaintInput,
} from '../../../../loader/firstPaint/drawFirstStep.ts';
import { localeText } from '../../../../shared/i18n/localeText.ts';
import en from '../../../../widget/locales/en/common.json';
import { builtChildrenTemplate, builtTemplate } from './builtTemplate.ts';

const globals = globalThis as unknown as { __CHILDREN_STEP__: unknown };
let module: ChildrenStepModule;

beforeAll(async () => {
  // build.mjs defines it in the module's bundle; here the module reads the global.
  globals.__CHILDREN_STEP__ = builtChildrenTemplate();
  module = await import('../../../../loader/firstPaint/childrenStep.ts');
});

const settings: FirstPaintInput['settings'] = {
  name: 'Smak & Sill',
  maxWebGuests: 8,
  childrenEnabled: true,
  primary: undefined,
  logoUrl: undefined,
  coverOneByOne: undefined,
  coverThirtyTwoByNine: undefined,
  introHeader: undefined,
  intro: undefined,
};

/** A promise and the function that resolves it, so a test says when the module arrives. */
function later<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

const settle = () => new Promise((done) => setTimeout(done));

function draw(overrides: Partial<FirstPaintInput> = {}) {
  const element = document.createElement('booking-widget');
  document.body.append(element);
  const arrival = later<ChildrenStepModule | null>();
  drawFirstStep(element, {
    settings,
    t: localeText(en, 'en'),
    language: 'en',
    template: builtTemplate(),
    nonce: 'n0nce',
    childrenStep: arrival.promise,
    ...overrides,
  });
  const root = element.shadowRoot!;
  const button = (label: string) =>
    root.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`)!;
  const step = () => root.querySelector('[part="wizard"]')!.getAttribute('data-step');
  const items = () =>
    [...root.querySelectorAll('[part="wizard"] ul button')].map((b) =>
      b.getAttribute('aria-label'),
    );
  const back = () =>
    [...root.querySelectorAll('button')].find((b) => b.textContent === 'Back') ?? null;
  const choice = () => root.querySelector('div[data-first-paint]')!.getAttribute('data-choice');
  return { element, root, arrival, button, step, items, back, choice };
}

afterEach(() => document.body.replaceChildren());

// One file, one registry: the element is defined once, by the last test (the bundle has run).
describe('the children step before React (issue 32; doc 1 §2 Children step)', () => {
  it('a kept party size shows the children step once its module is in: 0 to guests − 1, the party in the summary, step 2', async () => {
    const { root, arrival, button, step, items, back } = draw();
    button('3 guests').click();
    await settle();
    expect(step()).toBe('Guests');
    arrival.resolve(module);
    await settle();
    expect(step()).toBe('GuestsChildren');
    expect(items()).toEqual(['0 children', '1 child', '2 children']);
    expect(root.querySelector('h2')!.textContent).toBe('How many of them are children?');
    expect(root.querySelector('ul[aria-label="Your choices"]')!.textContent).toBe('3 guests');
    const progress = root.querySelector('[role="progressbar"]')!;
    expect(progress.getAttribute('aria-valuetext')).toBe('Step 2 of 5');
    expect(back()).not.toBeNull();
    // Its sheet goes after the first paint's, with the widget's nonce.
    const sheets = [...root.querySelectorAll('style')];
    expect(sheets).toHaveLength(2);
    expect(sheets[1]!.nonce).toBe('n0nce');
    expect(sheets[1]!.hasAttribute('data-first-paint')).toBe(true);
  });

  it('a party size changed before the module came shows the last one only', async () => {
    const { arrival, button, items } = draw();
    button('2 guests').click();
    button('4 guests').click();
    arrival.resolve(module);
    await settle();
    expect(items()).toEqual(['0 children', '1 child', '2 children', '3 children']);
  });

  it('a venue that does not ask for children stays on the party sizes', async () => {
    const { arrival, button, step, element } = draw({
      settings: { ...settings, childrenEnabled: false },
    });
    arrival.resolve(module);
    button('2 guests').click();
    await settle();
    expect(step()).toBe('Guests');
    expect(element.getAttribute('guests')).toBe('2');
  });

  it('a number of children is kept as the children prefill (or where the full page reads it), and a second click replaces it', async () => {
    const { element, arrival, button } = draw();
    arrival.resolve(module);
    button('3 guests').click();
    await settle();
    button('1 child').click();
    button('2 children').click();
    expect(element.getAttribute('guests')).toBe('3');
    expect(element.getAttribute('children')).toBe('2');
    expect(button('2 children').getAttribute('aria-pressed')).toBe('true');
    expect(button('1 child').getAttribute('aria-pressed')).toBe('false');
    // The widget reports both as the guest's own choices (connectHost.ts).
    expect(element.getAttribute('data-first-paint-guests')).toBe('children');

    const kept: (string | null)[] = [];
    const page = draw({ keepChildren: (children) => kept.push(children) });
    page.arrival.resolve(module);
    page.button('2 guests').click();
    await settle();
    page.button('0 children').click();
    expect(kept).toEqual(['0']);
    expect(page.element.hasAttribute('children')).toBe(false);
  });

  it('Back returns to the party sizes, none pressed, and takes the party and its children back', async () => {
    const { element, root, arrival, button, step, back } = draw();
    arrival.resolve(module);
    button('3 guests').click();
    await settle();
    button('1 child').click();
    back()!.click();
    expect(step()).toBe('Guests');
    expect(element.hasAttribute('guests')).toBe(false);
    expect(element.hasAttribute('children')).toBe(false);
    expect(element.hasAttribute('data-first-paint-guests')).toBe(false);
    expect(root.querySelectorAll('button[aria-pressed="true"]')).toHaveLength(0);
    // The same step as before: chosen again, it moves on again.
    button('2 guests').click();
    await settle();
    expect(step()).toBe('GuestsChildren');
    expect(root.querySelectorAll('style')).toHaveLength(2);
  });

  it('draws nothing when a string is missing from the locale file, and a module that cannot draw leaves the step as it was', async () => {
    const withoutTitle = { ...en, steps: { ...en.steps, chooseChildren: undefined } };
    const missing = draw({ t: localeText(withoutTitle, 'en') });
    // The guests step's own strings are there, so it is drawn; the children step's title is not.
    expect(missing.root).not.toBeNull();
    missing.arrival.resolve(module);
    missing.button('2 guests').click();
    await settle();
    expect(missing.step()).toBe('Guests');

    const broken = draw();
    broken.arrival.resolve({
      showChildren: () => {
        throw new Error('not this release');
      },
    });
    broken.button('2 guests').click();
    await settle();
    expect(broken.step()).toBe('Guests');
    expect(broken.element.getAttribute('guests')).toBe('2');
  });

  it('after the bundle ran: a count kept before it stays; without one, the click is replayed on React; Back is left to React', async () => {
    const first = draw();
    const second = draw();
    for (const widget of [first, second]) {
      widget.arrival.resolve(module);
      widget.button('2 guests').click();
    }
    await settle();
    first.button('1 child').click();
    customElements.define('booking-widget', class extends HTMLElement {});
    first.button('0 children').click();
    expect(first.element.getAttribute('children')).toBe('1');
    expect(first.button('1 child').getAttribute('aria-pressed')).toBe('true');
    expect(first.choice()).toBeNull();
    second.button('1 child').click();
    expect(second.element.hasAttribute('children')).toBe(false);
    expect(second.choice()).toBe('1 child');
    second.back()!.click();
    expect(second.step()).toBe('GuestsChildren');
    expect(second.element.getAttribute('guests')).toBe('2');
  });
});
