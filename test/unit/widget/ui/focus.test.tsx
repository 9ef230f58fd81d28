import { afterEach, describe, expect, it } from 'vitest';
import {
  activeElementOf,
  deepActiveElement,
  focusableWithin,
} from '../../../../widget/ui/focus.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('focusableWithin', () => {
  it('lists what Tab reaches, in order, skipping disabled, hidden, inert and tabindex=-1', () => {
    const box = document.createElement('div');
    box.innerHTML = `
      <a href="#a" id="a">a</a>
      <a id="no-href">x</a>
      <button id="b">b</button>
      <button disabled>x</button>
      <input id="c" />
      <input type="hidden" />
      <div tabindex="-1">x</div>
      <div tabindex="0" id="d">d</div>
      <div hidden><button>x</button></div>
      <div inert><button>x</button></div>
      <textarea id="e"></textarea>
    `;
    document.body.append(box);
    expect(focusableWithin(box).map((el) => el.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});

describe('active element inside a shadow root', () => {
  it('document only sees the host; the root and deepActiveElement see the real element', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    const button = document.createElement('button');
    root.append(button);
    button.focus();
    expect(document.activeElement).toBe(host);
    expect(activeElementOf(button)).toBe(button);
    expect(deepActiveElement()).toBe(button);
  });

  it('works in the light DOM too', () => {
    const input = document.createElement('input');
    document.body.append(input);
    input.focus();
    expect(activeElementOf(input)).toBe(input);
    expect(deepActiveElement()).toBe(input);
  });
});
