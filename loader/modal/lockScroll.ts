let holders = 0;
let saved: [value: string, priority: string] = ['', ''];

/**
 * Locks the host page's scroll while a modal is open and gives back exactly the inline
 * `overflow` the host had on <html> (value and priority), once the last modal closes. The body's
 * styles are never touched. Returns the unlock, which works once.
 */
export function lockScroll(): () => void {
  const style = document.documentElement.style;
  if (holders++ === 0) {
    saved = [style.getPropertyValue('overflow'), style.getPropertyPriority('overflow')];
    style.setProperty('overflow', 'hidden', 'important');
  }
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    if (--holders > 0) return;
    if (saved[0]) style.setProperty('overflow', saved[0], saved[1]);
    else style.removeProperty('overflow');
  };
}
