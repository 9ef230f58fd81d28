let holders = 0;
/** The host's `style` attribute on <html> before the lock (null: it had none). */
let savedAttribute: string | null = null;
/** Its inline overflow longhands, value and priority, for a host that changed it meanwhile. */
let saved: [name: string, value: string, priority: string][] = [];
/** The attribute as the lock left it. */
let locked: string | null = null;

const LONGHANDS = ['overflow-x', 'overflow-y'];

/**
 * Locks the host page's scroll while a modal is open and gives back exactly what the host had
 * on <html> once the last modal closes: the very `style` attribute (text, order, even no
 * attribute at all) when the host did not touch it meanwhile, otherwise its inline overflow
 * longhands (value and priority), leaving the host's other changes. The body's styles are never
 * touched. Returns the unlock, which works once.
 */
export function lockScroll(): () => void {
  const html = document.documentElement;
  const style = html.style;
  if (holders++ === 0) {
    savedAttribute = html.getAttribute('style');
    saved = LONGHANDS.map((name) => [
      name,
      style.getPropertyValue(name),
      style.getPropertyPriority(name),
    ]);
    style.setProperty('overflow', 'hidden', 'important');
    locked = html.getAttribute('style');
  }
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    if (--holders > 0) return;
    if (html.getAttribute('style') === locked) {
      if (savedAttribute === null) html.removeAttribute('style');
      else html.setAttribute('style', savedAttribute);
      return;
    }
    for (const [name, value, priority] of saved) {
      if (value) style.setProperty(name, value, priority);
      else style.removeProperty(name);
    }
  };
}
