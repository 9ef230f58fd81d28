import { useEffect, useState } from 'react';

type Sanitize = (text: string) => string;
let sanitizer: Promise<Sanitize> | undefined;

// DOMPurify arrives with the first venue text, not with the first screen (DESIGN §6).
function loadSanitizer(): Promise<Sanitize> {
  sanitizer ??= import('./sanitizeVenueText.ts').then((m) => m.sanitizeVenueText);
  return sanitizer;
}

interface VenueTextProps {
  text: string | null | undefined;
  as?: 'div' | 'p' | 'span';
  className?: string;
}

/** A venue-supplied text (intro, conditions, policy): sanitised, links and line breaks only. */
export function VenueText({ text, as: Tag = 'div', className }: VenueTextProps) {
  const [html, setHtml] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setHtml(null);
    if (text) void loadSanitizer().then((sanitize) => live && setHtml(sanitize(text)));
    return () => {
      live = false;
    };
  }, [text]);
  if (!text || html === null) return null;
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
