import { afterEach, describe, expect, it, vi } from 'vitest';
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
    await vi.waitFor(() => expect(seen.at(-1)).toMatchObject({ venueName: 'Quay' }));
  });

  it('fails loudly on an element without them', () => {
    expect(() => elementProps(document.createElement('div'))).toThrow(/r2wc\.props/);
    expect(() => renderElement(document.createElement('div'))).toThrow(/r2wcInternals/);
  });
});

// Issue 50 "No long task of the widget's on the host page": the element's first render is a
// React transition, rendered in slices that give the host page's own tasks their turn, not one
// task as long as the whole tree.
describe('the first render yields to the host page', () => {
  const rendered: number[] = [];
  let seenByHost: number | undefined;
  /** A host task asked for as the render starts: how many components were rendered by then. */
  const askForHostTask = () => {
    if (seenByHost === undefined) setTimeout(() => (seenByHost = rendered.length));
  };
  const busy = (ms: number) => {
    const end = performance.now() + ms;
    while (performance.now() < end);
  };
  /** About 3 ms of rendering each; the first asks for a host task as the render starts. */
  function Slow({ index }: { index: number }) {
    if (index === 0) askForHostTask();
    busy(3);
    rendered.push(index);
    return <i>{index}</i>;
  }
  function Tree() {
    return (
      <>
        {Array.from({ length: 40 }, (_, index) => (
          <Slow key={index} index={index} />
        ))}
      </>
    );
  }
  customElements.define('slow-tree', r2wcElementClass(Tree, {}));

  it.each([
    ['connected', (html: string) => (document.body.innerHTML = html)],
    [
      // As <booking-widget> does: an element already in the page mounts from its first
      // attribute change, through renderElement, before it connects.
      'upgraded in the page',
      (html: string) => {
        document.body.innerHTML = html.replace(/slow-tree/g, 'slow-tree-late');
        const Base = r2wcElementClass(Tree, { venue: 'string' });
        class Late extends Base {
          override attributeChangedCallback() {
            renderElement(this);
          }
        }
        customElements.define('slow-tree-late', Late);
      },
    ],
  ])('%s: a host task runs before the 40 components are rendered', async (_, mount) => {
    rendered.length = 0;
    seenByHost = undefined;
    mount('<slow-tree venue="Harbour"></slow-tree>');
    // A busy machine stretches the 40 renders of about 3 ms each well past waitFor's 1 s.
    await vi.waitFor(() => expect(rendered.length).toBeGreaterThanOrEqual(40), {
      timeout: 15_000,
    });
    expect(seenByHost).toBeDefined();
    expect(seenByHost!).toBeLessThan(40);
  });
});

// Issue 50: the task that defines or connects the element builds its instance; React's root (its
// listeners, the first render) comes in a task after it, so the two are not one long task.
describe('the first mount waits for a task of its own', () => {
  let mounts = 0;
  function Counted() {
    mounts++;
    return null;
  }
  customElements.define('counted-widget', r2wcElementClass(Counted, { venue: 'string' }));

  it('mounts after a host task queued before it connected, then updates at once', async () => {
    mounts = 0;
    let mountedBeforeHostTask: boolean | undefined;
    // A host task already queued when the element connects (a tap, the host's own script).
    setTimeout(() => (mountedBeforeHostTask = Boolean(held[Symbol.for('r2wc.context')])));
    document.body.innerHTML = '<counted-widget venue="Harbour"></counted-widget>';
    const element = document.querySelector('counted-widget') as HTMLElement;
    const held = element as unknown as Record<symbol, unknown>;
    expect(held[Symbol.for('r2wc.context')]).toBeUndefined();
    // r2wc keeps its root there once mounted (read by r2wcInternals to tell a mount from an update).
    await vi.waitFor(() => expect(held[Symbol.for('r2wc.context')]).toBeDefined());
    await vi.waitFor(() => expect(mounts).toBe(1));
    await vi.waitFor(() => expect(mountedBeforeHostTask).toBe(false));
    elementProps(element).venue = 'Quay';
    renderElement(element);
    await vi.waitFor(() => expect(mounts).toBe(2));
  });

  it('mounts nothing for an element removed before its task, and mounts it when it comes back', async () => {
    mounts = 0;
    const element = document.createElement('counted-widget');
    document.body.append(element);
    element.remove();
    const held = element as unknown as Record<symbol, unknown>;
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Positive control below: the same element mounts once it is back in the page.
    expect(held[Symbol.for('r2wc.context')]).toBeUndefined();
    expect(mounts).toBe(0);
    document.body.append(element);
    await vi.waitFor(() => expect(mounts).toBe(1));
  });
});
