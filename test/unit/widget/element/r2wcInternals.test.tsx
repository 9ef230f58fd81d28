import { afterEach, describe, expect, it } from 'vitest';
import {
  elementProps,
  r2wcElementClass,
  renderElement,
} from '../../../../widget/element/r2wcInternals.ts';

// The element reads r2wc's private props and render hook. If an upgrade of
// @r2wc/react-to-web-component moves them, these tests fail before any widget misbehaves.
let seen: Record<string, unknown>[] = [];
function Probe(props: Record<string, unknown>) {
  seen.push(props);
  return null;
}

afterEach(() => {
  document.body.innerHTML = '';
  seen = [];
});

describe('r2wc internals the element relies on', () => {
  customElements.define('probe-widget', r2wcElementClass(Probe, { venueName: 'string' }));

  it('keeps the parsed attributes in the props object handed to the component', () => {
    document.body.innerHTML = '<probe-widget venue-name="Harbour"></probe-widget>';
    const element = document.querySelector('probe-widget') as HTMLElement;
    expect(elementProps(element)).toMatchObject({ venueName: 'Harbour' });
  });

  it('renders again with a changed prop when asked', async () => {
    document.body.innerHTML = '<probe-widget venue-name="Harbour"></probe-widget>';
    const element = document.querySelector('probe-widget') as HTMLElement;
    elementProps(element).venueName = 'Quay';
    renderElement(element);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen.at(-1)).toMatchObject({ venueName: 'Quay' });
  });

  it('fails loudly on an element without them', () => {
    expect(() => elementProps(document.createElement('div'))).toThrow(/r2wc\.props/);
    expect(() => renderElement(document.createElement('div'))).toThrow(/r2wcInternals/);
  });
});
