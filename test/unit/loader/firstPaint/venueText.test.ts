// @vitest-environment jsdom
// DOMPurify sanitises nothing under happy-dom, and the first paint's policy is held to it here,
// so this file runs under jsdom.
import { afterEach, describe, expect, it } from 'vitest';
import { venueTextNodes } from '../../../../loader/firstPaint/venueText.ts';
import { richTextPolicy } from '../../../../shared/text/richTextPolicy.ts';
import { sanitizeVenueText } from '../../../../widget/text/sanitizeVenueText.ts';
import { XSS_PAYLOADS } from '../../../security/xssCorpus.ts';

/** The first paint's nodes for a venue text, in a div as drawFirstStep puts them. */
function firstPaint(text: string): HTMLDivElement {
  const div = document.createElement('div');
  div.append(...venueTextNodes(text));
  return div;
}

/** The same text as React shows it, through the widget's DOMPurify sanitiser. */
function widget(text: string): HTMLDivElement {
  const div = document.createElement('div');
  div.innerHTML = sanitizeVenueText(text);
  return div;
}

const hrefs = (root: Element) =>
  [...root.querySelectorAll('a[href]')].map((link) => link.getAttribute('href'));

const FORBIDDEN = 'script, iframe, object, embed, style, svg, math, img, form, meta, template';

afterEach(() => {
  document.body.replaceChildren();
});

describe('venueTextNodes: a venue text in the first paint (issue 16; doc 1 §5 Other, doc 2 §5)', () => {
  it('the corpus is the security suite’s, at least 150 payloads (issue 15, issue 16)', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(150);
  });

  it.each(XSS_PAYLOADS)(
    'keeps only links and line breaks, no handler, no unsafe address: %j (issue 16; doc 1 §5 Other)',
    (payload) => {
      const div = firstPaint(payload);
      document.body.append(div);
      expect(div.querySelector(FORBIDDEN)).toBeNull();
      for (const element of div.querySelectorAll('*')) {
        // Only what the policy allows (doc 1 §5: links and line breaks).
        expect(['A', 'BR']).toContain(element.tagName);
        for (const attribute of element.attributes) {
          expect(attribute.name.toLowerCase().startsWith('on')).toBe(false);
          expect(['href', 'target', 'rel']).toContain(attribute.name);
        }
      }
      for (const link of div.querySelectorAll('a')) {
        const href = link.getAttribute('href') ?? '';
        expect(href).toMatch(/^(?:https:|tel:|mailto:)/i);
        expect(href).not.toMatch(/^\s*(?:javascript|data|vbscript|http):/i);
        expect(link.target).toBe('_blank');
        expect(link.rel).toBe('noopener noreferrer');
      }
    },
  );

  it.each(XSS_PAYLOADS)(
    'keeps exactly the links the widget’s DOMPurify keeps: %j (issue 16; doc 1 §5 Other)',
    (payload) => {
      expect(hrefs(firstPaint(payload))).toEqual(hrefs(widget(payload)));
    },
  );

  it.each([
    ['https', '<a href="https://venue.example/menu">Menu</a>', 'https://venue.example/menu'],
    ['https in capitals', '<a href="HTTPS://venue.example/">Menu</a>', 'HTTPS://venue.example/'],
    ['tel', '<a href="tel:+46812345678">Call</a>', 'tel:+46812345678'],
    ['mailto', '<a href="mailto:bord@venue.example">Mail</a>', 'mailto:bord@venue.example'],
    [
      'https with spaces around',
      '<a href="  https://venue.example/ ">x</a>',
      'https://venue.example/',
    ],
  ])(
    'an %s link survives, opened in a new tab without a handle back (issue 16; doc 1 §5 Other)',
    (_name, text, href) => {
      const div = firstPaint(text);
      const links = div.querySelectorAll('a');
      expect(links).toHaveLength(1);
      expect(links[0]!.getAttribute('href')).toBe(href);
      expect(links[0]!.getAttribute('target')).toBe('_blank');
      expect(links[0]!.getAttribute('rel')).toBe('noopener noreferrer');
      expect(hrefs(div)).toEqual(hrefs(widget(text)));
    },
  );

  it.each([
    ['javascript:', '<a href="javascript:alert(1)">Menu</a>'],
    ['JaVaScRiPt: in mixed case', '<a href="JaVaScRiPt:alert(1)">Menu</a>'],
    ['javascript: behind an entity', '<a href="&#106;avascript:alert(1)">Menu</a>'],
    ['javascript: behind a tab', '<a href="java\tscript:alert(1)">Menu</a>'],
    ['data:', '<a href="data:text/html,<script>alert(1)</script>">Menu</a>'],
    ['vbscript:', '<a href="vbscript:msgbox(1)">Menu</a>'],
    ['plain http:', '<a href="http://venue.example/">Menu</a>'],
    ['protocol-relative', '<a href="//evil.example/">Menu</a>'],
    ['relative', '<a href="/menu">Menu</a>'],
    ['relative without slash', '<a href="menu.html">Menu</a>'],
    ['a fragment', '<a href="#top">Menu</a>'],
    ['no href', '<a name="x">Menu</a>'],
    ['https: in the middle', '<a href="x https://venue.example/">Menu</a>'],
  ])('a %s link is no link, its text is kept (issue 16; doc 1 §5 Other)', (_name, text) => {
    const div = firstPaint(text);
    expect(div.querySelector('a')).toBeNull();
    expect(div.textContent).toBe('Menu');
    // The widget keeps no href either (it leaves an empty <a>, the first paint plain text).
    expect(hrefs(widget(text))).toEqual([]);
  });

  it('event handlers on a kept link are dropped (issue 16; doc 1 §5 Other)', () => {
    const div = firstPaint(
      '<a href="https://a.example/" onclick="x()" onmouseover="y()" style="color:red" id="i" class="c">a</a>',
    );
    const link = div.querySelector('a')!;
    expect([...link.attributes].map((a) => a.name).sort()).toEqual(['href', 'rel', 'target']);
  });

  it('a link’s own target and rel are replaced by _blank and noopener noreferrer (issue 16; doc 1 §5 Other)', () => {
    const link = firstPaint(
      '<a href="https://a.example/" target="_top" rel="opener">a</a>',
    ).querySelector('a')!;
    expect(link.target).toBe('_blank');
    expect(link.rel).toBe('noopener noreferrer');
  });

  it('a link keeps its text and line breaks, other tags inside it give way to their text (issue 16; doc 1 §5 Other)', () => {
    const div = firstPaint(
      '<a href="https://a.example/"><b>Bold</b>\nline<img src=x onerror=y()></a>',
    );
    expect(div.innerHTML).toBe(
      '<a href="https://a.example/" target="_blank" rel="noopener noreferrer">Bold<br>line</a>',
    );
  });

  it.each([
    ['\\n', 'Open\nTue–Sun'],
    ['\\r\\n', 'Open\r\nTue–Sun'],
    ['\\r', 'Open\rTue–Sun'],
  ])('a %s newline becomes a <br> (issue 16; doc 1 §5 Other)', (_name, text) => {
    const div = firstPaint(text);
    expect(div.innerHTML).toBe('Open<br>Tue–Sun');
    expect(div.innerHTML).toBe(widget(text).innerHTML);
  });

  it('several newlines and <br> tags each give one <br>, with no attributes (issue 16; doc 1 §5 Other)', () => {
    const div = firstPaint('a\n\nb<br class="x" onclick="y()">c<br/>d');
    expect(div.innerHTML).toBe('a<br><br>b<br>c<br>d');
  });

  it('plain text is kept as it is, characters that look like markup included (issue 16; doc 1 §5 Other)', () => {
    const text = 'Boka bord för lunch & middag — 2 < 3 > 1 "quoted" \'single\' 😀';
    const div = firstPaint(text);
    expect(div.textContent).toBe(text);
    expect(div.children).toHaveLength(0);
  });

  it('an empty text gives no nodes (issue 16; doc 1 §5 Other)', () => {
    expect(venueTextNodes('')).toEqual([]);
  });

  it('text inside <script> and <style> is dropped, text inside <b> is kept (issue 16; doc 1 §5 Other)', () => {
    const text = 'Hi<script>alert(1)</script><style>p{color:red}</style> <b>Bold</b> <i>it</i>!';
    const div = firstPaint(text);
    expect(div.innerHTML).toBe('Hi Bold it!');
    expect(div.textContent).toBe(widget(text).textContent);
  });

  // After some text, so the parser is in the body (a leading <noscript>, <title> or <style>
  // goes to the head, which neither the first paint nor DOMPurify reads).
  it.each([
    'script',
    'style',
    'template',
    'noscript',
    'iframe',
    'title',
    'xmp',
    'noembed',
    'noframes',
    'svg',
    'math',
  ])(
    'the content of <%s> goes with it, as DOMPurify drops it (issue 16; doc 1 §5 Other)',
    (tag) => {
      const text = `a<${tag}>gone <a href="https://x.example/">link</a></${tag}>ok`;
      expect(firstPaint(text).textContent).toBe('aok');
      expect(widget(text).textContent).toBe('aok');
    },
  );

  it('a <b> inside <svg> or <math> is moved out by the parser, in both (issue 16; doc 1 §5 Other)', () => {
    // HTML breaks out of foreign content at <b>: its text is body text, kept like any other.
    for (const text of ['a<svg><b>bold</b></svg>ok', 'a<math><b>bold</b></math>ok']) {
      expect(firstPaint(text).textContent).toBe('aboldok');
      expect(widget(text).textContent).toBe('aboldok');
    }
  });

  it('links inside <svg> and <math> are dropped with them (issue 16; doc 1 §5 Other)', () => {
    const text =
      '<svg><a href="https://a.example/">s</a></svg><math><a href="https://b.example/">m</a></math>';
    expect(hrefs(firstPaint(text))).toEqual([]);
    expect(hrefs(widget(text))).toEqual([]);
  });

  it('the nodes are made by the document they are given, never parsed into it (issue 16)', () => {
    const other = document.implementation.createHTMLDocument('other');
    const nodes = venueTextNodes('a<br><a href="https://a.example/">b</a>', other);
    expect(nodes).toHaveLength(3);
    for (const node of nodes) expect(node.ownerDocument).toBe(other);
  });

  it('the policy is the widget’s: https, tel and mailto, nothing else (issue 16; doc 1 §5 Other)', () => {
    expect(richTextPolicy.allowedLink.test('https://a.example/')).toBe(true);
    expect(richTextPolicy.allowedLink.test('tel:1')).toBe(true);
    expect(richTextPolicy.allowedLink.test('mailto:a@b')).toBe(true);
    expect(richTextPolicy.allowedLink.test('http://a.example/')).toBe(false);
  });

  // The first paint and the widget's DOMPurify follow one list of elements dropped with their
  // content (richTextPolicy.droppedWithContent) and one link policy, empty addresses included:
  // the welcome text is the same before and after the hand-over.
  it('an empty href is no link in the first paint (issue 16; doc 1 §5 Other)', () => {
    for (const text of ['<a href="">Menu</a>', '<a href="  ">Menu</a>']) {
      const div = firstPaint(text);
      expect(div.querySelector('a')).toBeNull();
      expect(div.textContent).toBe('Menu');
    }
  });

  it.each([
    // Here the widget is off the policy: DOMPurify lets an empty href through (a link to the
    // host page itself), the first paint rightly does not.
    ['an empty href', '<a href="">Menu</a>'],
    ['video', '<video><a href="https://a.example/">v</a></video>'],
    ['audio', '<audio><a href="https://a.example/">a</a></audio>'],
    ['thead', '<table><thead><tr><th><a href="https://a.example/">t</a></th></tr></thead></table>'],
    ['mi outside math', '<mi><a href="https://a.example/">m</a></mi>'],
    ['object', '<object><a href="https://a.example/">o</a></object>'],
  ])(
    'a link in %s survives in both or in neither, the first paint and the widget (issue 16; doc 1 §5 Other)',
    (_name, text) => {
      expect(hrefs(firstPaint(text))).toEqual(hrefs(widget(text)));
    },
  );

  it.each([
    ['audio swallowing the rest', 'text <audio src=x onerror="y()"> more'],
    ['select', '<select><option>a</option></select>'],
    ['textarea', '<textarea>tx</textarea>'],
  ])('the text of <%s> is the widget’s (issue 16; doc 1 §5 Other)', (_name, text) => {
    expect(firstPaint(text).textContent).toBe(widget(text).textContent);
  });
});
