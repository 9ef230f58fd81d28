// @vitest-environment node
// Issue 33: what a venue's developer installs. The project is packed as `npm pack` packs it
// (its package.json, README and CHANGELOG, a fresh build as dist/), the tarball installed into
// scratch TypeScript + React projects, one with React 18's types and one with React 19's (issue
// 49: the README promises React 19's JSX), and `tsc` run in each: the examples and correct code
// compile, and each mistake the published types exist to catch is refused. Everything is written
// under os.tmpdir(); the scratch projects link this repository's @types/react (18, or the
// `@types/react-19` alias) and vue instead of installing them, and install nothing else (the
// package has no dependencies).
import { execFileSync, spawn } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BridgeEventName } from '../../../shared/bridge/events.ts';
import { ELEMENT_ATTRIBUTES } from '../../../shared/element/elementAttributes.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const require = createRequire(import.meta.url);

/** Every bridge event, once: a record, so that a new event in BridgeEventMap must be listed. */
const BRIDGE_EVENTS: Record<BridgeEventName, true> = {
  loaded: true,
  step: true,
  height: true,
  scroll2top: true,
  close: true,
  bookingCreated: true,
  bookingFinalized: true,
  bookingCancelled: true,
  analytics: true,
  error: true,
};
const scratch = mkdtempSync(path.join(tmpdir(), 'widget-package-'));
const packed = path.join(scratch, 'packed');
const installed = path.join(scratch, 'installed');
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');

/** Code that must compile, beside the examples. */
const GOOD = `
import type {} from 'booking-widget/react';
import type { BookingWidgetMode } from 'booking-widget';

const mode: BookingWidgetMode = 'modal';
export const Good = () => (
  <>
    <booking-widget system="se_demo" unit="1" />
    <booking-widget system="se_demo" unit="1" mode={mode} guests={4} guests-children="1"
      api-base="https://api.example/v1" lang="sv" date="2030-05-01" id="w" className="c" />
  </>
);
const element = document.querySelector('booking-widget');
element?.addEventListener('booking-widget:bookingCreated', (e) => e.detail.bookingId.trim());
const children: HTMLCollection | undefined = element?.children;
void children;
window.BookingWidget('on', 'analytics', (p) => p.sessionId);
window.BookingWidget('off', 'error', (p) => p.reason === 'bundle' && p.fullPage);
BookingWidget.on('step', (p) => p.times.length);
void window.BookingWidget('open', { system: 'se_demo', unit: '1', guestsChildren: '1' });
BookingWidget('close');
`;

/**
 * Issue 50: the component, its props, event props and ref typed. Its own file: importing
 * `BookingWidget` shadows the global of the JS API in that module, which is `window.BookingWidget`
 * there (README).
 */
const GOOD_COMPONENT = `
import { createRef } from 'react';
import {
  BookingWidget,
  type BookingWidgetElement,
  type BookingWidgetProps,
} from 'booking-widget/react';

const ref = createRef<BookingWidgetElement>();
export const Component = () => (
  <BookingWidget ref={ref} system="se_demo" unit="1" mode="modal" lang="sv" guests={2}
    guestsChildren="1" date="2030-05-01" apiBase="https://api.example/v1" firstName="Ada"
    lastName="Lovelace" email="ada@example.com" phone="+46701234567" className="c" id="w"
    data-venue="x" aria-label="Booking" style={{ maxWidth: 600 }}
    onStep={(step, event) => step.times.length + event.detail.times.length}
    onBookingFinalized={(p) => p.bookingId.trim() && p.status}
    onError={(p) => p.reason === 'bundle' && p.fullPage}
    onAnalytics={(p) => p.sessionId} onClick={(e) => e.currentTarget.system} />
);
export const props: BookingWidgetProps = { system: 's', unit: '1', onLoaded: (p) => void p.unitId };
window.BookingWidget('on', 'step', (p) => p.step);
`;

/** Each mistake, alone in its file, and what tsc must say of it. */
const BAD: Record<string, { code: string; error: RegExp }> = {
  misspeltAttribute: {
    code: `export const B = () => <booking-widget sytem="se_demo" unit="1" />;`,
    error: /Property 'sytem' does not exist/,
  },
  unknownMode: {
    code: `export const B = () => <booking-widget system="s" unit="1" mode="popup" />;`,
    error: /'"popup"' is not assignable/,
  },
  wrongEventName: {
    code: `window.BookingWidget('on', 'bookingDone', () => undefined);`,
    error: /No overload matches this call/,
  },
  wrongElementEvent: {
    code: `document.querySelector('booking-widget')?.addEventListener('booking-widget:step', (e) => e.detail.stepName);`,
    error: /Property 'stepName' does not exist/,
  },
  unknownPayloadField: {
    code: `window.BookingWidget('on', 'bookingFinalized', (p) => p.reference);`,
    error: /Property 'reference' does not exist/,
  },
  unknownVerb: {
    code: `window.BookingWidget('explode');`,
    error: /No overload matches this call/,
  },
  unknownOpenOption: {
    code: `void BookingWidget.open({ system: 's', unit: '1', guest: '2' });`,
    error: /'guest' does not exist/,
  },
  // Issue 50: the React component.
  componentUnknownProp: {
    code: `import { BookingWidget as W } from 'booking-widget/react';
export const B = () => <W system="s" unit="1" sytem="x" />;`,
    error: /Property 'sytem' does not exist/,
  },
  componentWithoutUnit: {
    code: `import { BookingWidget as W } from 'booking-widget/react';
export const B = () => <W system="s" />;`,
    error: /Property 'unit' is missing/,
  },
  componentUnknownMode: {
    code: `import { BookingWidget as W } from 'booking-widget/react';
export const B = () => <W system="s" unit="1" mode="popup" />;`,
    error: /'"popup"' is not assignable/,
  },
  componentUnknownEventProp: {
    code: `import { BookingWidget as W } from 'booking-widget/react';
export const B = () => <W system="s" unit="1" onBookingDone={() => undefined} />;`,
    error: /Property 'onBookingDone' does not exist/,
  },
  componentEventPayload: {
    code: `import { BookingWidget as W } from 'booking-widget/react';
export const B = () => <W system="s" unit="1" onBookingFinalized={(p) => p.reference} />;`,
    error: /Property 'reference' does not exist/,
  },
  componentRefType: {
    code: `import { createRef } from 'react';
import { BookingWidget as W } from 'booking-widget/react';
const ref = createRef<HTMLDivElement>();
export const B = () => <W ref={ref} system="s" unit="1" />;`,
    error: /not assignable/,
  },
};

/**
 * The React types each scratch project compiles against: 18, which this repository builds with,
 * and 19 (an npm alias of @types/react 19), which the README and CHANGELOG promise.
 */
const REACT_TYPES = [
  { react: 18, types: path.dirname(require.resolve('@types/react/package.json')) },
  { react: 19, types: path.dirname(require.resolve('@types/react-19/package.json')) },
] as const;

const npm = (cwd: string, ...args: string[]) =>
  execFileSync('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd,
    encoding: 'utf8',
  });

let tarball = '';
/** tsc's output in each scratch project, by React major. */
const diagnostics: Record<number, string> = {};

const timings: [string, number][] = [];
const started = Date.now();

/**
 * A venue's TypeScript project with the installed package, the folder `reactTypes` linked as its
 * @types/react, and @types/react-dom copied in, not linked, so that its `react` is the project's
 * own.
 */
function scratchProject(dir: string, reactTypes: string) {
  mkdirSync(path.join(dir, 'src'), { recursive: true });
  writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({ name: 'venue-app', private: true, type: 'module' }),
  );
  cpSync(
    path.join(installed, 'node_modules/booking-widget'),
    path.join(dir, 'node_modules/booking-widget'),
    { recursive: true },
  );
  mkdirSync(path.join(dir, 'node_modules/@types'), { recursive: true });
  symlinkSync(reactTypes, path.join(dir, 'node_modules/@types/react'));
  cpSync(
    path.join(root, 'node_modules/@types/react-dom'),
    path.join(dir, 'node_modules/@types/react-dom'),
    { recursive: true },
  );
  symlinkSync(path.join(root, 'node_modules/vue'), path.join(dir, 'node_modules/vue'));
  writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'Bundler',
        lib: ['ES2023', 'DOM', 'DOM.Iterable'],
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        allowImportingTsExtensions: true,
        // The published declarations are checked too, not skipped.
        skipLibCheck: false,
        // TypeScript's own lib.*.d.ts are not the package's: checking them twice proves nothing.
        skipDefaultLibCheck: true,
        types: [],
      },
      include: ['src', 'examples'],
    }),
  );
  cpSync(path.join(root, 'examples'), path.join(dir, 'examples'), { recursive: true });
  writeFileSync(path.join(dir, 'src/good.tsx'), GOOD);
  writeFileSync(path.join(dir, 'src/component.tsx'), GOOD_COMPONENT);
  for (const [name, { code }] of Object.entries(BAD)) {
    writeFileSync(
      path.join(dir, `src/${name}.tsx`),
      `import type {} from 'booking-widget/react';\n${code}\n`,
    );
  }
}

/** Runs tsc in `cwd`; resolves with what it printed. */
const compile = (cwd: string) =>
  new Promise<string>((resolve, reject) => {
    const child = spawn('node', [tsc, '-p', 'tsconfig.json', '--pretty', 'false'], { cwd });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('close', () => resolve(out));
  });

/** The React types' version as installed (package.json), to prove each project has its own. */
const versionOf = (dir: string) =>
  (
    JSON.parse(readFileSync(path.join(dir, 'node_modules/@types/react/package.json'), 'utf8')) as {
      version: string;
    }
  ).version;

beforeAll(async () => {
  // The project as `npm pack` sees it after `prepack` (node build.mjs), built into its own
  // folder so dist/ and the other tests' builds are left alone.
  mkdirSync(packed);
  for (const file of ['package.json', 'README.md', 'CHANGELOG.md']) {
    cpSync(path.join(root, file), path.join(packed, file));
  }
  execFileSync('node', [path.join(root, 'build.mjs')], {
    cwd: root,
    env: { ...process.env, WIDGET_DIST: path.join(packed, 'dist') },
    stdio: 'pipe',
  });
  const [info] = JSON.parse(npm(packed, 'pack', '--ignore-scripts', '--json')) as {
    filename: string;
  }[];
  tarball = path.join(packed, info!.filename);

  // Installed once; each scratch project copies what npm installed.
  mkdirSync(installed);
  writeFileSync(
    path.join(installed, 'package.json'),
    JSON.stringify({ name: 'venue-app', private: true, type: 'module' }),
  );
  npm(installed, 'install', '--offline', '--ignore-scripts', tarball);
  for (const { react, types } of REACT_TYPES) scratchProject(projectFor(react), types);
  timings.push(['build, pack and install', Date.now() - started]);
  // The two compilations side by side: each is one core's work for most of its time.
  const outputs = await Promise.all(REACT_TYPES.map(({ react }) => compile(projectFor(react))));
  REACT_TYPES.forEach(({ react }, i) => (diagnostics[react] = outputs[i]!));
  timings.push(['tsc against React 18 and 19', Date.now() - started]);
  console.log(timings.map(([what, ms]) => `${what}: ${ms} ms`).join(', '));
}, 300_000);

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The scratch project compiled against React `react`'s types. */
const projectFor = (react: number) => path.join(scratch, `react-${react}`);

/** tsc's errors in one file of a scratch project, each with its indented detail lines. */
const errorsIn = (react: number, file: string) =>
  diagnostics[react]!.split(/\n(?=\S)/).filter((error) => error.startsWith(file + '('));

describe('issue 33: the package a venue developer installs', () => {
  it('packs the loader and widget bundles, the types and custom-elements.json, nothing else', () => {
    const pkg = JSON.parse(
      readFileSync(path.join(installed, 'node_modules/booking-widget/package.json'), 'utf8'),
    );
    expect(pkg.private).toBeUndefined();
    expect(Object.keys(pkg)).toEqual(
      expect.arrayContaining(['exports', 'types', 'sideEffects', 'files', 'customElements']),
    );
    const files = readdirSync(path.join(installed, 'node_modules/booking-widget'), {
      recursive: true,
    }).map(String);
    expect(files).toContain(path.join('dist', 'loader.js'));
    expect(files.some((f) => /^dist[\\/]widget-[A-Z0-9]{8}\.js$/.test(f))).toBe(true);
    expect(files).toContain(path.join('dist', 'types', 'loader', 'types', 'index.d.ts'));
    expect(files).toContain(path.join('dist', 'react.js'));
    expect(files).toContain('CHANGELOG.md');
    expect(files.filter((f) => /^(loader|widget|shared|demo|test|scripts)[\\/]/.test(f))).toEqual(
      [],
    );
  });

  it('issue 50: dist/react.js imports react and bundles none of it; react is an optional peer', () => {
    const dir = path.join(installed, 'node_modules/booking-widget');
    const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    expect(pkg.exports['./react']).toEqual({
      types: './dist/types/loader/types/react.d.ts',
      import: './dist/react.js',
      default: './dist/react.js',
    });
    expect(pkg.dependencies).toBeUndefined();
    expect(pkg.peerDependencies).toEqual({ react: '>=18' });
    expect(pkg.peerDependenciesMeta).toEqual({ react: { optional: true } });
    // npm installed no React for it: the script-tag package still brings nothing along.
    expect(
      readdirSync(path.join(installed, 'node_modules')).filter((name) => !name.startsWith('.')),
    ).toEqual(['booking-widget']);
    const code = readFileSync(path.join(dir, 'dist/react.js'), 'utf8');
    expect(code.startsWith(`'use client';`)).toBe(true);
    const imports = [...code.matchAll(/^\s*(?:import|export)\b[^;]*?\bfrom\s*["']([^"']+)["']/gm)];
    expect(imports.map((m) => m[1])).toEqual(['react']);
    expect(code).not.toMatch(/__SECRET_INTERNALS|ReactCurrentOwner|react\.production/);
  });

  it('issue 50: dist/react.js renders <booking-widget> with its attributes, in Node', () => {
    // React 18 from this repository, beside the package as a venue's app has it.
    const app = path.join(scratch, 'ssr');
    mkdirSync(path.join(app, 'node_modules'), { recursive: true });
    cpSync(
      path.join(installed, 'node_modules/booking-widget'),
      path.join(app, 'node_modules/booking-widget'),
      { recursive: true },
    );
    for (const name of ['react', 'react-dom'])
      symlinkSync(path.join(root, 'node_modules', name), path.join(app, 'node_modules', name));
    const html = execFileSync(
      'node',
      [
        '--input-type=module',
        '-e',
        `import { createElement } from 'react';
        import { renderToStaticMarkup } from 'react-dom/server';
        import { BookingWidget } from 'booking-widget/react';
        process.stdout.write(renderToStaticMarkup(createElement(BookingWidget, {
          system: 'se_demo', unit: '1', guests: 2, firstName: 'Ada', className: 'c', onStep() {},
        })));`,
      ],
      { cwd: app, encoding: 'utf8' },
    );
    expect(html).toBe(
      '<booking-widget system="se_demo" unit="1" guests="2" first-name="Ada" class="c"></booking-widget>',
    );
  });

  it('custom-elements.json has every attribute and event, each with a description', () => {
    const pkg = JSON.parse(
      readFileSync(path.join(installed, 'node_modules/booking-widget/package.json'), 'utf8'),
    );
    const manifest = JSON.parse(
      readFileSync(path.join(installed, 'node_modules/booking-widget', pkg.customElements), 'utf8'),
    );
    const [element] = manifest.modules[0].declarations;
    expect(element.tagName).toBe('booking-widget');
    expect(element.attributes.map((a: { name: string }) => a.name).sort()).toEqual(
      [...ELEMENT_ATTRIBUTES].sort(),
    );
    expect(element.events.map((e: { name: string }) => e.name).sort()).toEqual(
      Object.keys(BRIDGE_EVENTS)
        .map((name) => `booking-widget:${name}`)
        .sort(),
    );
    for (const item of [...element.attributes, ...element.events]) {
      expect(item.description, item.name).toMatch(/\w{3,}/);
    }
    const mode = element.attributes.find((a: { name: string }) => a.name === 'mode');
    expect(mode.type.text).toBe('"inline" | "modal" | "page"');
    // children is the DOM's property; the prefill's is guestsChildren.
    expect(element.members.map((m: { name: string }) => m.name)).not.toContain('children');
    expect(element.members.map((m: { name: string }) => m.name)).toContain('guestsChildren');
  });
});

describe.each(REACT_TYPES)('issue 49: the package’s types against React $react’s', ({ react }) => {
  it(`the scratch project has @types/react ${react}`, () => {
    expect(versionOf(projectFor(react))).toMatch(new RegExp(`^${react}\\.`));
  });

  it('tsc compiles correct code and the React, Vue and TypeScript examples', () => {
    const unexpected = diagnostics[react]!.split('\n')
      .filter((line) => /error TS/.test(line))
      .filter((line) => !Object.keys(BAD).some((name) => line.startsWith(`src/${name}.tsx(`)));
    expect(unexpected).toEqual([]);
    expect(diagnostics[react]).not.toContain('node_modules/booking-widget');
  });

  it.each(Object.keys(BAD))('tsc refuses %s', (name) => {
    const errors = errorsIn(react, `src/${name}.tsx`);
    expect(errors.length, diagnostics[react]).toBeGreaterThan(0);
    expect(errors.join('\n')).toMatch(BAD[name]!.error);
  });
});
