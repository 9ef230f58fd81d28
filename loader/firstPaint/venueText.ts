import { newlinesToBreaks, richTextPolicy } from '../../shared/text/richTextPolicy.ts';

// Elements whose content goes with them, as in the widget's DOMPurify (the shared policy).
const DROPPED: ReadonlySet<string> = new Set(richTextPolicy.droppedWithContent);

/**
 * A venue text as the first paint shows it, under the policy the widget's DOMPurify applies
 * (shared/text/richTextPolicy.ts): line breaks and https, tel and mailto links survive, every
 * other tag gives way to its text, scripts and styles go with their content. The markup is
 * parsed in an inert document and rebuilt node by node, never assigned as HTML.
 */
export function venueTextNodes(text: string, doc: Document = document): Node[] {
  const parsed = new DOMParser().parseFromString(newlinesToBreaks(text), 'text/html');
  const copy = (node: Node): Node[] => {
    if (node.nodeType === Node.TEXT_NODE) return [doc.createTextNode(node.textContent ?? '')];
    if (node.nodeType !== Node.ELEMENT_NODE) return [];
    const element = node as Element;
    const tag = element.tagName.toLowerCase();
    if (DROPPED.has(tag)) return [];
    const children = [...element.childNodes].flatMap(copy);
    if (tag === 'br') return [doc.createElement('br')];
    const href = element.getAttribute('href')?.trim();
    if (tag === 'a' && href && richTextPolicy.allowedLink.test(href)) {
      const link = doc.createElement('a');
      link.setAttribute('href', href);
      link.target = '_blank';
      link.rel = 'noopener noreferrer';
      link.append(...children);
      return [link];
    }
    return children;
  };
  return [...parsed.body.childNodes].flatMap(copy);
}
