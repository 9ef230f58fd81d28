// Emotion's css`` and keyframes`` templates reach the bundle as written: indentation, line
// breaks and comments included, because esbuild does not touch a template literal's text (a
// Babel plugin would). Emotion compiles the CSS at run time anyway, so the source layout is
// bytes for nothing. This squeezes the static parts of those templates at build time.

const TAGS = /\b(?:css|keyframes)`/g;

/**
 * Minifies the CSS text of one static template part: comments go, runs of white space become
 * one space, and no space is kept where CSS needs none (around braces, semicolons and commas,
 * after a colon), outside parentheses and at-rule preludes. Quoted strings are kept as
 * written. `edges` says which ends of the part are the template's own ends, where white space
 * goes too; next to an interpolation one space stays.
 * `state` carries the parentheses and at-rule prelude open at the end of one part into the next.
 * @param {string} text
 * @param {{ start?: boolean, end?: boolean }} [edges]
 * @param {{ depth: number, prelude: boolean }} [state]
 * @returns {string}
 */
export function minifyCssText(text, edges = {}, state = { depth: 0, prelude: false }) {
  let out = '';
  let i = 0;
  let space = false;
  // An at-rule's prelude (`@media (hover: none)`) is kept as Emotion would print it: its white
  // space is only collapsed.
  // Inside parentheses (`minmax(0, 1fr)`, `rgb(0 0 0 / 8%)`) white space is only collapsed too.
  const flush = (/** @type {string} */ next) => {
    if (!space) return;
    space = false;
    const keep = state.prelude || state.depth > 0;
    const before = out.at(-1);
    if (before === undefined ? edges.start : !keep && '{};,:'.includes(before)) return;
    if (next === '' ? edges.end : next === '{' || (!keep && '};,'.includes(next))) return;
    out += ' ';
  };
  while (i < text.length) {
    const ch = text.charAt(i);
    if (/\s/.test(ch)) {
      space = true;
      i++;
    } else if (ch === '/' && text[i + 1] === '*') {
      const close = text.indexOf('*/', i + 2);
      i = close === -1 ? text.length : close + 2;
      space = true;
    } else if (ch === '"' || ch === "'") {
      flush(ch);
      const close = closingQuote(text, i);
      out += text.slice(i, close + 1);
      i = close + 1;
    } else {
      flush(ch);
      if (ch === '@') state.prelude = true;
      else if (ch === '{' || ch === ';') state.prelude = false;
      else if (ch === '(') state.depth++;
      else if (ch === ')') state.depth = Math.max(0, state.depth - 1);
      out += ch;
      i++;
    }
  }
  flush('');
  return out;
}

/** @param {string} text @param {number} start index of the opening quote */
function closingQuote(text, start) {
  const quote = text[start];
  for (let i = start + 1; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === quote) return i;
  }
  return text.length - 1;
}

/**
 * Rewrites every css`` and keyframes`` template of a source file, leaving `${…}` parts as they
 * are. Returns the source unchanged when a template cannot be read to its end.
 * @param {string} source
 * @returns {string}
 */
export function minifyCssTemplates(source) {
  let out = '';
  let last = 0;
  TAGS.lastIndex = 0;
  for (let match = TAGS.exec(source); match; match = TAGS.exec(source)) {
    const start = match.index + match[0].length;
    const parts = templateParts(source, start);
    if (!parts) return source;
    out += source.slice(last, start);
    const state = { depth: 0, prelude: false };
    parts.items.forEach((part, index) => {
      const edges = { start: index === 0, end: index === parts.items.length - 1 };
      // An interpolation may hold templates of its own (`${wide && css`…`}`).
      out +=
        part.kind === 'text'
          ? minifyCssText(part.value, edges, state)
          : minifyCssTemplates(part.value);
    });
    out += '`';
    last = parts.end + 1;
    TAGS.lastIndex = last;
  }
  return out + source.slice(last);
}

/**
 * The static and `${…}` parts of a template that starts at `start` (after its backtick).
 * @param {string} source
 * @param {number} start
 * @returns {{ items: { kind: 'text' | 'code', value: string }[], end: number } | null}
 */
function templateParts(source, start) {
  /** @type {{ kind: 'text' | 'code', value: string }[]} */
  const items = [];
  let text = '';
  let i = start;
  while (i < source.length) {
    const ch = source.charAt(i);
    if (ch === '\\') {
      text += source.slice(i, i + 2);
      i += 2;
    } else if (ch === '`') {
      items.push({ kind: 'text', value: text });
      return { items, end: i };
    } else if (ch === '$' && source[i + 1] === '{') {
      items.push({ kind: 'text', value: text });
      text = '';
      const end = interpolationEnd(source, i + 2);
      if (end === -1) return null;
      items.push({ kind: 'code', value: source.slice(i, end + 1) });
      i = end + 1;
    } else {
      text += ch;
      i++;
    }
  }
  return null;
}

/** The index of the `}` closing an interpolation whose code starts at `start`; -1 if none. */
function interpolationEnd(/** @type {string} */ source, /** @type {number} */ start) {
  let depth = 0;
  for (let i = start; i < source.length; i++) {
    const ch = source.charAt(i);
    if (ch === '"' || ch === "'") i = closingQuote(source, i);
    else if (ch === '`') {
      const inner = templateParts(source, i + 1);
      if (!inner) return -1;
      i = inner.end;
    } else if (ch === '{') depth++;
    else if (ch === '}') {
      if (depth === 0) return i;
      depth--;
    }
  }
  return -1;
}

/** Whether a module has Emotion templates for minifyCssTemplates to minify. */
export const hasCssTemplates = (/** @type {string} */ source) => /\b(css|keyframes)`/.test(source);

/**
 * The esbuild plugin: the project's own TypeScript under widget/ and loader/ goes through
 * minifyCssTemplates before esbuild compiles it.
 * @returns {import('esbuild').Plugin}
 */
export function cssTemplatesPlugin() {
  return {
    name: 'minify-css-templates',
    setup(build) {
      build.onLoad({ filter: /[\\/](widget|loader)[\\/].*\.tsx?$/ }, async (args) => {
        const { readFile } = await import('node:fs/promises');
        const source = await readFile(args.path, 'utf8');
        if (!hasCssTemplates(source)) return undefined;
        return {
          contents: minifyCssTemplates(source),
          loader: args.path.endsWith('x') ? 'tsx' : 'ts',
        };
      });
    },
  };
}
