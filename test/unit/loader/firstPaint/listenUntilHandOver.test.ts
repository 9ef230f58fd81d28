// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  drawFirstStep,
  type FirstPaintInput,
} from '../../../../loader/firstPaint/drawFirstStep.ts';
import { localeText } from '../../../../shared/i18n/localeText.ts';
import en from '../../../../widget/locales/en/common.json';
import { builtTemplate } from './builtTemplate.ts';

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

const template = builtTemplate();

function drawn() {
  const element = document.createElement('booking-widget');
  document.body.append(element);
  drawFirstStep(element, {
    settings,
    t: localeText(en, 'en'),
    language: 'en',
    template,
    nonce: '',
  });
  const root = element.shadowRoot!;
  // What r2wc's unmount (or React's first render) does to the root: a change the paint watches.
  const reactChanges = async () => {
    root.append(document.createElement('div'));
    root.lastElementChild!.remove();
    await new Promise((resolve) => setTimeout(resolve));
  };
  const painted = () => root.querySelector('div[data-first-paint]') !== null;
  return { element, reactChanges, painted };
}

afterEach(() => document.body.replaceChildren());

describe('listenUntilHandOver: nothing left behind (issue 50)', () => {
  it('an element removed before React drew its step loses its first paint once React unmounts', async () => {
    const { element, reactChanges, painted } = drawn();
    element.remove();
    await reactChanges();
    expect(painted()).toBe(false);
  });

  it.each([
    ['stays in the page', (_: HTMLElement) => undefined],
    [
      'is moved within one task',
      (e: HTMLElement) => {
        e.remove();
        document.body.prepend(e);
      },
    ],
  ])('an element that %s keeps its first paint until React has a step', async (_name, act) => {
    const { element, reactChanges, painted } = drawn();
    act(element);
    await reactChanges();
    expect(painted()).toBe(true);
  });
});
