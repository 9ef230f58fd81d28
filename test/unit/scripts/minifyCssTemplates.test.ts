import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { minifyCssTemplates, minifyCssText } from '../../../scripts/minifyCssTemplates.mjs';

// stylis is Emotion's CSS compiler. The test compares with the copy @emotion/cache itself loads,
// so it is required from there, not listed as a package of our own; it ships no types.
const fromEmotion = createRequire(createRequire(import.meta.url).resolve('@emotion/cache'));
const { compile, serialize, stringify } = fromEmotion('stylis') as {
  compile(css: string): unknown[];
  serialize(elements: unknown[], callback: unknown): string;
  stringify: unknown;
};

// DESIGN §6 budgets: the build squeezes the layout out of Emotion's templates. What Emotion
// makes of them at run time (stylis) must not change by a single character.

describe('minifyCssText', () => {
  it.each([
    ['indentation and line breaks', '\n  display: flex;\n  gap: 8px;\n', 'display:flex;gap:8px;'],
    ['a nested rule', '\n  &:hover {\n    color: red;\n  }\n', '&:hover{color:red;}'],
    ['comments', 'color: red; /* the venue’s */ gap: 0;', 'color:red;gap:0;'],
    ['a descendant combinator stays', '& > span  + p { a: b }', '& > span + p{a:b}'],
    ['a space before a pseudo-class stays', '& :focus-visible { a: b }', '& :focus-visible{a:b}'],
    ['calc keeps its operators', 'width: calc(100% -  8px);', 'width:calc(100% - 8px);'],
    [
      'inside parentheses only collapsed',
      'grid: repeat(4,  1fr) / minmax(0, 1fr);',
      'grid:repeat(4, 1fr) / minmax(0, 1fr);',
    ],
    [
      'an at-rule prelude keeps its spaces, collapsed',
      '@media (max-width:  599px) and (hover: none) {\n  a: b;\n}',
      '@media (max-width: 599px) and (hover: none){a:b;}',
    ],
    [
      'quoted strings are kept',
      'content: \'  ·  \'; font-family: "A  B";',
      'content:\'  ·  \';font-family:"A  B";',
    ],
    [
      'a trailing space before an interpolation stays single',
      'border: 1px  solid ',
      'border:1px solid ',
    ],
  ])('%s', (_name, input, expected) => {
    expect(minifyCssText(input, { start: true, end: !expected.endsWith(' ') })).toBe(expected);
  });
});

describe('minifyCssTemplates', () => {
  it('keeps interpolations, nested templates and the code around as they are', () => {
    const source = [
      'const a = css`',
      '  color: ${token(`--bw-text`)};',
      '  ${wide && css`',
      '    width: 100%;',
      '  `}',
      '`;',
      'const b = 1;',
    ].join('\n');
    expect(minifyCssTemplates(source)).toBe(
      [
        'const a = css`color:${token(`--bw-text`)};${wide && css`width:100%;`}`;',
        'const b = 1;',
      ].join('\n'),
    );
  });

  it('leaves a file it cannot read to the end unchanged', () => {
    const broken = 'const a = css`color: ${x';
    expect(minifyCssTemplates(broken)).toBe(broken);
  });

  // Every template of the widget and the loader, compiled as Emotion compiles it.
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name)) files.push(path);
    }
  };
  walk('widget');
  walk('loader');
  const templated = files.filter((file) => /\b(css|keyframes)`/.test(readFileSync(file, 'utf8')));

  const templates = (source: string): string[] => {
    // Interpolations become placeholders, so the static CSS around them is what is compared.
    const found: string[] = [];
    const re =
      /\b(?:css|keyframes)`((?:[^`\\$]|\\.|\$(?!\{)|\$\{(?:[^{}`]|\{[^{}]*\}|`[^`]*`)*\})*)`/g;
    for (let m = re.exec(source); m; m = re.exec(source)) {
      let n = 0;
      found.push(m[1]!.replace(/\$\{(?:[^{}`]|\{[^{}]*\}|`[^`]*`)*\}/g, () => `__i${n++}__`));
    }
    return found;
  };
  const emotion = (css: string) => serialize(compile(`.x{${css}}`), stringify);

  it('finds the templates it minifies', () => {
    expect(templated.length).toBeGreaterThan(40);
  });

  it.each(templated)('%s: Emotion compiles the same CSS before and after', (file) => {
    const source = readFileSync(file, 'utf8');
    const before = templates(source);
    const after = templates(minifyCssTemplates(source));
    expect(after).toHaveLength(before.length);
    expect(after.map(emotion)).toEqual(before.map(emotion));
    expect(minifyCssTemplates(source).length).toBeLessThan(source.length);
  });
});
