import { afterEach, describe, expect, it, vi } from 'vitest';
import { handOver } from '../../../../loader/firstPaint/handOver.ts';
import {
  FIRST_PAINT_ATTRIBUTE,
  FIRST_PAINT_CHOICE,
} from '../../../../shared/element/firstPaint.ts';
import { WizardStep } from '../../../../shared/enums.ts';

// A shadow root built by hand as it stands during the hand-over (issue 16): the first paint
// (its <style> and its layout, both marked data-first-paint) and beside it what React has
// committed so far (Emotion's <style> tags, then a spinner, a layout with a wizard step, or an
// error page), with the same parts and button labels as the widget's screens.

const LABELS = ['1 guest', '2 guests', '3 guests', '4 guests', '5 or more guests'];
const MENU = 'Menu';

function el(tag: string, attributes: Record<string, string> = {}, ...children: (Node | string)[]) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

/** The welcome text: a header and the text, or fewer parts; none gives no side column. */
function side(parts: number): HTMLElement[] {
  if (parts === 0) return [];
  const intro = el('div', { class: 'intro' });
  if (parts >= 1) intro.append(el('h3', {}, 'Välkommen'));
  if (parts >= 2) intro.append(el('div', {}, 'Boka bord för lunch eller middag.'));
  return [el('aside', { part: 'side' }, intro)];
}

function buttons(): HTMLElement {
  return el(
    'ul',
    { 'aria-label': 'Number of guests' },
    ...LABELS.map((label, i) =>
      el(
        'li',
        {},
        el('button', { type: 'button', 'aria-label': label, 'aria-pressed': 'false' }, `${i + 1}`),
      ),
    ),
  );
}

function layout(step: string | null, introParts: number, marked: boolean): HTMLElement {
  const wizard =
    step === null
      ? el('div', {}, 'loading')
      : el(
          'div',
          { part: 'wizard', 'data-step': step },
          el('h2', { tabindex: '-1' }, 'Title'),
          buttons(),
        );
  const root = el(
    'div',
    { part: 'layout', lang: 'en' },
    el('header', { part: 'header' }, el('button', { type: 'button', 'aria-label': MENU }, '≡')),
    el('div', {}, el('div', {}, wizard), ...side(introParts)),
  );
  if (marked) root.setAttribute(FIRST_PAINT_ATTRIBUTE, '');
  return root;
}

interface Setup {
  root: ShadowRoot;
  paint: HTMLElement;
  paintStyle: HTMLStyleElement;
}

/** A host with the first paint drawn into its open shadow root, and Emotion's first style. */
function setup(paintIntro = 2): Setup {
  const host = document.createElement('booking-widget');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  const paintStyle = el('style', { [FIRST_PAINT_ATTRIBUTE]: '' }, '.fp-root{}') as HTMLStyleElement;
  const paint = layout(WizardStep.Guests, paintIntro, true);
  root.append(paintStyle, paint);
  // React's Emotion cache writes its style tags into the same root first.
  root.append(el('style', { 'data-emotion': 'bw' }, '.bw-1{}'));
  return { root, paint, paintStyle };
}

const reactLayout = (root: ShadowRoot, step: string | null, introParts = 2) => {
  const node = layout(step, introParts, false);
  root.append(node);
  return node;
};

const painted = (root: ShadowRoot) => root.querySelectorAll(`[${FIRST_PAINT_ATTRIBUTE}]`).length;

afterEach(() => {
  document.body.replaceChildren();
});

describe('handOver: the first paint gives way to React in the same shadow root (issue 16)', () => {
  it('no hand-over while React has drawn nothing but its styles (issue 16; doc 1 §2 Guests step)', () => {
    const { root } = setup();
    expect(handOver(root)).toBe(false);
    expect(painted(root)).toBe(2);
  });

  it('no hand-over while React shows its loading skeleton (issue 16; doc 1 §9 skeleton)', () => {
    const { root } = setup();
    root.append(el('div', { part: 'shell', 'aria-busy': 'true' }, el('div', {}, 'skeleton')));
    expect(handOver(root)).toBe(false);
    expect(painted(root)).toBe(2);
  });

  it('no hand-over while React’s layout has no wizard step yet (issue 16; doc 1 §2 Guests step)', () => {
    const { root } = setup();
    reactLayout(root, null);
    expect(handOver(root)).toBe(false);
    expect(painted(root)).toBe(2);
  });

  it.each([
    WizardStep.GuestsChildren,
    WizardStep.Date,
    WizardStep.Availability,
    WizardStep.Preorder,
    WizardStep.Finalize,
  ])(
    'hands over at once when React shows the %s step, welcome text or not (issue 16; doc 1 §2 Steps and progress)',
    (step) => {
      const { root } = setup();
      const react = reactLayout(root, step, 0);
      expect(handOver(root)).toBe(true);
      expect(painted(root)).toBe(0);
      expect(react.isConnected).toBe(true);
    },
  );

  it('hands over at once for an error page in place of the layout (issue 16; doc 1 §8 page errors)', () => {
    const { root } = setup();
    const error = root.appendChild(
      el('section', { role: 'alert', part: 'error-page', 'data-error-page': 'generic' }),
    );
    expect(handOver(root)).toBe(true);
    expect(painted(root)).toBe(0);
    expect(error.isConnected).toBe(true);
  });

  it('hands over at once for an error page inside React’s layout (issue 16; doc 1 §8 rendering errors)', () => {
    const { root } = setup();
    const react = reactLayout(root, null, 0);
    react.querySelector('header')!.after(el('section', { part: 'error-page' }));
    expect(handOver(root)).toBe(true);
    expect(painted(root)).toBe(0);
  });

  it('on the guests step waits until the welcome text has as many parts as the first paint’s (issue 16; doc 1 §2 Guests step)', () => {
    const { root } = setup(2);
    const react = reactLayout(root, WizardStep.Guests, 0);
    expect(handOver(root)).toBe(false);

    // The header is in, the sanitised text not yet (it loads DOMPurify first).
    const intro = el('div', { class: 'intro' }, el('h3', {}, 'Välkommen'));
    react.querySelector('div')!.append(el('aside', { part: 'side' }, intro));
    expect(handOver(root)).toBe(false);
    expect(painted(root)).toBe(2);

    intro.append(el('div', {}, 'Boka bord för lunch eller middag.'));
    expect(handOver(root)).toBe(true);
    expect(painted(root)).toBe(0);
  });

  it.each([
    [0, 0],
    [1, 1],
    [2, 2],
    [1, 2],
  ])(
    'on the guests step, first paint with %i welcome parts and React with %i: hands over (issue 16; doc 1 §2 Guests step)',
    (paintParts, reactParts) => {
      const { root } = setup(paintParts);
      reactLayout(root, WizardStep.Guests, reactParts);
      expect(handOver(root)).toBe(true);
      expect(painted(root)).toBe(0);
    },
  );

  it.each([
    ['nothing drawn', (_root: ShadowRoot) => undefined],
    ['the skeleton', (root: ShadowRoot) => void root.append(el('div', { part: 'shell' }))],
    ['a layout without a step', (root: ShadowRoot) => void reactLayout(root, null)],
    [
      'a guests step without its welcome text',
      (root: ShadowRoot) => void reactLayout(root, WizardStep.Guests, 0),
    ],
  ])('force hands over whatever React shows: %s (issue 16; first paint limit)', (_name, draw) => {
    const { root } = setup();
    draw(root);
    expect(handOver(root)).toBe(false);
    expect(handOver(root, true)).toBe(true);
    expect(painted(root)).toBe(0);
  });

  it('removes the first paint’s root and its <style>, and nothing of React’s (issue 16)', () => {
    const { root, paint, paintStyle } = setup();
    const react = reactLayout(root, WizardStep.Date);
    const reactStyles = [...root.querySelectorAll('style:not([data-first-paint])')];
    expect(handOver(root)).toBe(true);
    expect(paint.isConnected).toBe(false);
    expect(paintStyle.isConnected).toBe(false);
    expect([...root.children]).toEqual([...reactStyles, react]);
  });

  it('with no first paint left it says so and touches nothing (issue 16)', () => {
    const host = document.createElement('booking-widget');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    const react = reactLayout(root, null);
    expect(handOver(root)).toBe(true);
    expect(handOver(root, true)).toBe(true);
    expect(react.isConnected).toBe(true);
  });

  it('a party size chosen after the bundle ran is clicked on React’s button of the same name (issue 16; doc 1 §2 Guests step)', () => {
    const { root, paint } = setup();
    paint.setAttribute(FIRST_PAINT_CHOICE, '3 guests');
    const react = reactLayout(root, WizardStep.Guests, 0);
    const clicked = vi.fn();
    react.addEventListener('click', (event) =>
      clicked((event.target as Element).getAttribute('aria-label')),
    );
    // React still waits for the welcome text: nothing is replayed yet.
    expect(handOver(root)).toBe(false);
    expect(clicked).not.toHaveBeenCalled();

    react.querySelector('[part="wizard"]')!.parentElement!.after(...side(2));
    expect(handOver(root)).toBe(true);
    expect(clicked.mock.calls).toEqual([['3 guests']]);
    // Once: the choice went with the first paint.
    expect(handOver(root)).toBe(true);
    expect(clicked).toHaveBeenCalledTimes(1);
  });

  it.each([LABELS[4]!, MENU])(
    'the choice "%s" is replayed as well (issue 16; doc 1 §2 Guests step max+1)',
    (label) => {
      const { root, paint } = setup();
      paint.setAttribute(FIRST_PAINT_CHOICE, label);
      const react = reactLayout(root, WizardStep.Guests);
      const clicked = vi.fn();
      react.addEventListener('click', (event) =>
        clicked((event.target as Element).getAttribute('aria-label')),
      );
      expect(handOver(root)).toBe(true);
      expect(clicked.mock.calls).toEqual([[label]]);
    },
  );

  it('a choice React has no button for is dropped quietly (issue 16)', () => {
    const { root, paint } = setup();
    paint.setAttribute(FIRST_PAINT_CHOICE, '42 guests');
    const react = reactLayout(root, WizardStep.Guests);
    const clicked = vi.fn();
    react.addEventListener('click', clicked);
    expect(handOver(root)).toBe(true);
    expect(clicked).not.toHaveBeenCalled();
  });

  it('keyboard focus on a first-paint button moves to its React twin (issue 16; doc 1 §2 Guests step)', () => {
    const { root, paint } = setup();
    const own = paint.querySelector<HTMLButtonElement>('button[aria-label="3 guests"]')!;
    own.focus();
    expect(root.activeElement).toBe(own);
    const react = reactLayout(root, WizardStep.Guests);
    expect(handOver(root)).toBe(true);
    expect(root.activeElement).toBe(react.querySelector('button[aria-label="3 guests"]'));
  });

  it('focus on the menu button moves to React’s menu button (issue 16)', () => {
    const { root, paint } = setup();
    paint.querySelector<HTMLButtonElement>(`button[aria-label="${MENU}"]`)!.focus();
    const react = reactLayout(root, WizardStep.Guests);
    expect(handOver(root)).toBe(true);
    expect(root.activeElement).toBe(react.querySelector(`button[aria-label="${MENU}"]`));
  });

  it('a replayed click lands on the twin with focus already there, so a dialog it opens returns focus to it (issue 16; doc 1 §2 Layout menu)', () => {
    const { root, paint } = setup();
    paint.querySelector<HTMLButtonElement>(`button[aria-label="${MENU}"]`)!.focus();
    paint.setAttribute(FIRST_PAINT_CHOICE, MENU);
    const react = reactLayout(root, WizardStep.Guests);
    const twin = react.querySelector<HTMLButtonElement>(`button[aria-label="${MENU}"]`)!;
    const focusedAtClick = vi.fn();
    twin.addEventListener('click', () => focusedAtClick(root.activeElement));
    expect(handOver(root)).toBe(true);
    expect(focusedAtClick).toHaveBeenCalledWith(twin);
  });

  it("focus on the first paint's step title (where the children step drawn before React put it) moves to React's title (issue 32)", () => {
    const { root, paint } = setup();
    paint.querySelector<HTMLElement>('[part="wizard"] h2')!.focus();
    const react = reactLayout(root, WizardStep.GuestsChildren);
    expect(handOver(root)).toBe(true);
    expect(root.activeElement).toBe(react.querySelector('[part="wizard"] h2'));
  });

  it('focus outside the first paint is left where it is (issue 16)', () => {
    const { root } = setup();
    const outside = document.body.appendChild(el('button', { type: 'button' }, 'host'));
    outside.focus();
    reactLayout(root, WizardStep.Guests);
    expect(handOver(root)).toBe(true);
    expect(document.activeElement).toBe(outside);
  });
});
