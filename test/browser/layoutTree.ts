import type { Page } from 'playwright-core';

/**
 * The laid-out elements of the widget's visible root (the first paint's, or React's after the
 * hand-over), or of the element `within` names inside it: one line each, indented by depth,
 * with the tag, every attribute sorted (but the test ids, the tests' way to tell the two apart,
 * and the first paint's own marks) and the element's own text (issue 32: the same tree before
 * React and after).
 */
export function layoutTree(page: Page, within?: string): Promise<string> {
  return page.evaluate((selector) => {
    const root = document.querySelector('booking-widget')!.shadowRoot!;
    const visible = [...root.children].find(
      (child) => child.tagName !== 'STYLE' && getComputedStyle(child).display !== 'none',
    )!;
    const start = selector ? visible.querySelector(selector)! : visible;
    const kept = (name: string) => !/^data-(testid|first-paint|choice)$/.test(name);
    const lines: string[] = [];
    const walk = (el: Element, depth: number) => {
      if (el.getClientRects().length === 0) return;
      const attributes = [...el.attributes]
        .filter((a) => kept(a.name))
        .map((a) => `${a.name}=${a.value}`)
        .sort();
      const text = [...el.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent!.trim())
        .filter(Boolean)
        .join(' | ');
      const line = [el.tagName.toLowerCase(), ...attributes, text].filter(Boolean).join(' ');
      lines.push(`${'  '.repeat(depth)}${line}`);
      for (const child of el.children) walk(child, depth + 1);
    };
    walk(start, 0);
    return lines.join('\n');
  }, within);
}
