// @vitest-environment jsdom
// DOMPurify sanitises nothing under happy-dom, so this file runs under jsdom.
import { describe, expect, it } from 'vitest';
import { sanitizeVenueText } from '../../../../widget/text/sanitizeVenueText.ts';

describe('sanitizeVenueText (doc 1 §5 Other, doc 2 §5: links and line breaks only)', () => {
  it.each([
    ['doc1 §5: plain newlines become line breaks', 'Open\nTue–Sun', 'Open<br>Tue–Sun'],
    [
      'doc1 §5: an https link is kept, opened in a new tab',
      '<a href="https://venue.example">Menu</a>',
      '<a href="https://venue.example" target="_blank" rel="noopener noreferrer">Menu</a>',
    ],
    [
      'doc1 §5: tel and mailto links are kept',
      '<a href="tel:+4681234567">Call</a> <a href="mailto:hi@venue.example">Mail</a>',
      '<a href="tel:+4681234567" target="_blank" rel="noopener noreferrer">Call</a> <a href="mailto:hi@venue.example" target="_blank" rel="noopener noreferrer">Mail</a>',
    ],
    [
      'doc1 §5: an http link loses its href',
      '<a href="http://venue.example">x</a>',
      '<a target="_blank" rel="noopener noreferrer">x</a>',
    ],
    [
      'doc1 §5: a javascript: link loses its href',
      '<a href="javascript:alert(1)">x</a>',
      '<a target="_blank" rel="noopener noreferrer">x</a>',
    ],
    ['doc1 §5: a script is removed with its content', 'Hi<script>alert(1)</script>!', 'Hi!'],
    [
      'doc1 §5: other tags are dropped, their text kept',
      '<b>Bold</b> <img src=x onerror=alert(1)>ok',
      'Bold ok',
    ],
    [
      'doc1 §5: event attributes are dropped',
      '<a href="https://a.example" onclick="x()">a</a>',
      '<a href="https://a.example" target="_blank" rel="noopener noreferrer">a</a>',
    ],
  ])('%s', (_name, input, expected) => {
    expect(sanitizeVenueText(input)).toBe(expected);
  });
});
