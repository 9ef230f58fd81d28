import { useContext, useEffect, useReducer, useState } from 'react';
import { venueLanguage } from '../../shared/i18n/venueLanguage.ts';
import { richTextPolicy } from '../../shared/text/richTextPolicy.ts';
import { WidgetContext } from '../hooks/useWidget.ts';

type Sanitize = (text: string) => string;
let sanitizer: Promise<Sanitize> | undefined;

/**
 * Venue texts already sanitised, by text: a screen that mounts again (the welcome text after an
 * error page, the conditions after Back) shows its text at once. The build's render of the first
 * step (scripts/firstStepTemplate.tsx) puts its placeholder here, since no effect runs there.
 */
export const sanitizedTexts = new Map<string, string>();

// DOMPurify arrives with the first venue text, not with the first screen (DESIGN §6). Should
// its chunk not come, the text shows as plain text (below) and the next text asks again.
function loadSanitizer(): Promise<Sanitize> {
  sanitizer ??= import('./sanitizeVenueText.ts').then(
    (m) => m.sanitizeVenueText,
    (error: unknown) => {
      sanitizer = undefined;
      throw error;
    },
  );
  return sanitizer;
}

/**
 * A venue text without the sanitiser: its words and line breaks only, read from an inert
 * document (no script runs, no image loads) and rendered by React as text, never as HTML. Links
 * lose their address.
 */
function plainText(text: string): string {
  const body = new DOMParser().parseFromString(text, 'text/html').body;
  for (const br of body.querySelectorAll('br')) br.replaceWith('\n');
  // What the policy drops with its content goes here too (the same words as when sanitised).
  for (const dropped of body.querySelectorAll(richTextPolicy.droppedWithContent.join(',')))
    dropped.remove();
  return body.textContent ?? '';
}

interface VenueTextProps {
  text: string | null | undefined;
  as?: 'div' | 'p' | 'span';
  className?: string;
}

/** A venue-supplied text (intro, conditions, policy): sanitised, links and line breaks only. */
export function VenueText({ text, as: Tag = 'div', className }: VenueTextProps) {
  // A render again once the sanitiser has given the text its html (kept in sanitizedTexts).
  const [, sanitised] = useReducer((count: number) => count + 1, 0);
  const [unsanitised, setUnsanitised] = useState<string | null>(null);
  const system = useContext(WidgetContext)?.system;
  const lang = system ? venueLanguage(system) : undefined;
  useEffect(() => {
    let live = true;
    if (text && !sanitizedTexts.has(text))
      loadSanitizer().then(
        (sanitize) => {
          sanitizedTexts.set(text, sanitize(text));
          if (live) sanitised();
        },
        () => live && setUnsanitised(text),
      );
    return () => {
      live = false;
    };
  }, [text]);
  // Only the html of this very text: a new text never shows the old one.
  const html = text ? sanitizedTexts.get(text) : undefined;
  if (html === undefined && text && unsanitised === text)
    return (
      <Tag className={className} lang={lang} style={{ whiteSpace: 'pre-line' }}>
        {plainText(text)}
      </Tag>
    );
  if (html === undefined) return null;
  return <Tag className={className} lang={lang} dangerouslySetInnerHTML={{ __html: html }} />;
}
