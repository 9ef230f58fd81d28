import type { Page } from 'playwright-core';

/** One element inside the widget: its box relative to the widget's slot, and its styles. */
export interface ElementShot {
  /** Tag, part and test id, for messages: `button[data-testid=guest-2]`. */
  label: string;
  box: [x: number, y: number, width: number, height: number];
  styles: Record<string, string>;
  /** The nearest `lang` inside the widget (null: none, the element follows the page's). */
  lang: string | null;
}

/**
 * Every element of the widget's shadow tree, in tree order: its box relative to the slot the
 * host page gives the widget (divided by the host's zoom) and its computed styles.
 */
export async function measureWidget(page: Page, zoom = 1): Promise<ElementShot[]> {
  // Sent as one JSON string: Playwright checks a returned object value by value, and every
  // computed style of every element made that most of the worker's CPU in this suite (issue 35).
  const json = await page.evaluate((zoom) => {
    const slot = document.querySelector('.bw-slot')!.getBoundingClientRect();
    const host = document.querySelector('booking-widget')!;
    const out: ElementShot[] = [];
    const walk = (root: ShadowRoot | Element) => {
      for (const el of root.children) {
        if (el.tagName === 'STYLE') continue;
        // display: none reports a zero box at the viewport's corner: give it the same zero box
        // whatever the page around it.
        const r = el.getClientRects().length
          ? el.getBoundingClientRect()
          : { left: slot.left, top: slot.top, width: 0, height: 0 };
        const styles: Record<string, string> = {};
        const computed = getComputedStyle(el);
        for (let i = 0; i < computed.length; i++) {
          const name = computed[i]!;
          styles[name] = computed.getPropertyValue(name);
        }
        const testId = el.getAttribute('data-testid');
        const part = el.getAttribute('part');
        out.push({
          lang: el.closest('[lang]')?.getAttribute('lang') ?? null,
          label:
            el.tagName.toLowerCase() +
            (part ? `[part=${part}]` : '') +
            (testId ? `[data-testid=${testId}]` : ''),
          box: [
            (r.left - slot.left) / zoom,
            (r.top - slot.top) / zoom,
            r.width / zoom,
            r.height / zoom,
          ],
          styles,
        });
        walk(el);
      }
    };
    walk(host.shadowRoot!);
    return JSON.stringify(out);
  }, zoom);
  return JSON.parse(json) as ElementShot[];
}

// Values that depend on the element's used size (a consequence of a box difference, which is
// reported as such) or on the document the element sits in rather than on the widget.
const SIZE_DEPENDENT = new Set([
  'width',
  'height',
  'inline-size',
  'block-size',
  'perspective-origin',
  'transform-origin',
  'zoom',
]);

export interface Comparison {
  /** Largest difference of any edge of any element box, in CSS px. */
  maxBoxDiff: number;
  /** Elements whose box moved or resized by more than the tolerance. */
  boxes: string[];
  /** Computed styles that differ: a property the host leaked into the widget. */
  styles: string[];
}

/** Compares a host's measurement with the plain host's, element by element in tree order. */
export function compareShots(
  plain: ElementShot[],
  host: ElementShot[],
  tolerance: number,
  options: { styles: boolean } = { styles: true },
): Comparison {
  const boxes: string[] = [];
  const styles = new Set<string>();
  let maxBoxDiff = 0;
  if (plain.length !== host.length)
    boxes.push(`element count ${plain.length} (plain) vs ${host.length}`);
  const n = Math.min(plain.length, host.length);
  for (let i = 0; i < n; i++) {
    const a = plain[i]!;
    const b = host[i]!;
    if (a.label !== b.label) {
      boxes.push(`element ${i}: ${a.label} (plain) vs ${b.label}`);
      break;
    }
    const diff = Math.max(...a.box.map((v, k) => Math.abs(v - b.box[k]!)));
    maxBoxDiff = Math.max(maxBoxDiff, diff);
    if (diff > tolerance)
      boxes.push(
        `${a.label}: [${a.box.map((v) => v.toFixed(1))}] → [${b.box.map((v) => v.toFixed(1))}]`,
      );
    if (!options.styles) continue;
    for (const [name, value] of Object.entries(a.styles)) {
      if (SIZE_DEPENDENT.has(name)) continue;
      // Chromium's internal locale follows the nearest `lang` attribute. The layout carries the
      // widget's language; what lives outside it in the shadow root (the toast region, dialogs
      // portalled to the root) has no `lang` of its own yet and takes the page's.
      if (name === '-webkit-locale' && !a.lang) continue;
      if (b.styles[name] !== value) styles.add(`${name}: ${value} → ${b.styles[name]}`);
    }
  }
  return { maxBoxDiff, boxes: boxes.slice(0, 10), styles: [...styles].slice(0, 20) };
}

/**
 * The share of pixels (0–100) that differ between two PNG screenshots by more than a small
 * per-channel threshold, counting the area where only one of them has pixels as different.
 * Decoded in a blank page of the browser, which is there anyway: the caller's `page`, kept for
 * all its comparisons (a new context per comparison was a new renderer process each, issue 35).
 */
export async function pixelDiff(page: Page, a: Buffer, b: Buffer): Promise<number> {
  return await page.evaluate(
    async ([a64, b64]) => {
      const decode = async (b64: string) => {
        const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const ctx = canvas.getContext('2d')!;
        ctx.drawImage(bitmap, 0, 0);
        return ctx.getImageData(0, 0, bitmap.width, bitmap.height);
      };
      const [x, y] = await Promise.all([decode(a64!), decode(b64!)]);
      const width = Math.max(x.width, y.width);
      const height = Math.max(x.height, y.height);
      let different = 0;
      for (let row = 0; row < height; row++) {
        for (let col = 0; col < width; col++) {
          if (col >= x.width || col >= y.width || row >= x.height || row >= y.height) {
            different++;
            continue;
          }
          const i = (row * x.width + col) * 4;
          const j = (row * y.width + col) * 4;
          let max = 0;
          for (let c = 0; c < 3; c++)
            max = Math.max(max, Math.abs(x.data[i + c]! - y.data[j + c]!));
          if (max > 48) different++;
        }
      }
      return (100 * different) / (width * height);
    },
    [a.toString('base64'), b.toString('base64')],
  );
}
