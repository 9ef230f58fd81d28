// The package's published types and its Custom Elements Manifest (issue 33), both from the
// sources: `tsc` emits the declarations of loader/types/ (and everything it imports, with their
// doc comments), and custom-elements.json is read off the same program: the attributes from
// ELEMENT_PROPS (shared/element/elementAttributes.ts), the events from BridgeEventMap
// (shared/bridge/events.ts), each with its doc comment as the description. Nothing is written
// by hand beside them, so a new attribute or event is in both at the next build.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The public entries: the DOM and window types, and React's JSX on top of them. */
export const TYPE_ENTRIES = ['loader/types/index.ts', 'loader/types/react.ts'];
const ATTRIBUTES_FILE = 'shared/element/elementAttributes.ts';
const EVENTS_FILE = 'shared/bridge/events.ts';

/** @type {ts.CompilerOptions} */
const options = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  types: [],
  strict: true,
  skipLibCheck: true,
  allowImportingTsExtensions: true,
  declaration: true,
  emitDeclarationOnly: true,
  rootDir: root,
};

function createProgram() {
  return ts.createProgram({
    rootNames: [...TYPE_ENTRIES, ATTRIBUTES_FILE, EVENTS_FILE].map((f) => path.join(root, f)),
    options,
  });
}

/** `apiBase` → `api-base` (r2wc's rule, as ELEMENT_ATTRIBUTES has it). */
const kebab = (/** @type {string} */ name) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * Writes the declarations under `outDir`, laid out as the sources are (loader/types/index.d.ts,
 * shared/bridge/events.d.ts, ...), their `.ts` import paths turned to `.js` so any
 * moduleResolution finds the `.d.ts` beside them. Throws on a type error in what it emits.
 * @param {string} outDir
 * @param {ts.Program} [program]
 */
export async function emitPublicTypes(outDir, program = createProgram()) {
  const errors = ts.getPreEmitDiagnostics(program);
  if (errors.length > 0) {
    const host = {
      getCanonicalFileName: (/** @type {string} */ f) => f,
      getCurrentDirectory: () => root,
      getNewLine: () => '\n',
    };
    throw new Error(`public types:\n${ts.formatDiagnostics(errors, host)}`);
  }
  await rm(outDir, { recursive: true, force: true });
  /** @type {Map<string, string>} */
  const files = new Map();
  const emitted = program.emit(undefined, (file, text) => {
    const rel = path.relative(root, file);
    files.set(rel, text.replace(/(from\s+|import\()(['"])(\.{1,2}\/[^'"]+)\.ts\2/g, '$1$2$3.js$2'));
  });
  if (emitted.emitSkipped) throw new Error('public types: tsc emitted nothing');
  for (const [rel, text] of files) {
    const target = path.join(outDir, rel);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, text);
  }
  return [...files.keys()].sort();
}

/**
 * @param {ts.Program} program
 * @param {string} file
 */
function sourceOf(program, file) {
  const source = program.getSourceFile(path.join(root, file));
  if (!source) throw new Error(`public types: ${file} is not in the program`);
  return source;
}

/** @param {ts.Symbol} symbol @param {ts.TypeChecker} checker */
function describe(symbol, checker) {
  const text = ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim();
  if (!text) throw new Error(`custom-elements.json: ${symbol.name} has no doc comment`);
  return text.replace(/\s*\n\s*/g, ' ');
}

/**
 * The Custom Elements Manifest (schema 2.1.0) of `<booking-widget>`: every attribute with its
 * type and description, its property where it has one, and every `booking-widget:<name>` event.
 * @param {string} version the package's version
 * @param {ts.Program} [program]
 */
export function customElementsManifest(version, program = createProgram()) {
  const checker = program.getTypeChecker();
  const attributesSource = sourceOf(program, ATTRIBUTES_FILE);
  const moduleSymbol = checker.getSymbolAtLocation(attributesSource);
  const exports = moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : [];
  const props = exports.find((s) => s.name === 'ELEMENT_PROPS');
  const nameSymbol = exports.find((s) => s.name === 'ELEMENT_NAME');
  if (!props || !nameSymbol) throw new Error('custom-elements.json: ELEMENT_PROPS not found');
  const tagName = JSON.parse(
    checker.typeToString(checker.getTypeOfSymbol(nameSymbol)).replace(/^'|'$/g, '"'),
  );
  // The typed attribute values, as the published types have them (mode's union, counts).
  const typesSource = sourceOf(program, 'loader/types/index.ts');
  const typesModule = checker.getSymbolAtLocation(typesSource);
  const typed = typesModule
    ? checker.getExportsOfModule(typesModule).find((s) => s.name === 'BookingWidgetAttributes')
    : undefined;
  if (!typed) throw new Error('custom-elements.json: BookingWidgetAttributes not found');
  const typedAttributes = checker.getDeclaredTypeOfSymbol(typed);
  const htmlElement = checker.getDeclaredTypeOfSymbol(
    checker.resolveName('HTMLElement', undefined, ts.SymbolFlags.Type, false) ??
      (() => {
        throw new Error('custom-elements.json: no HTMLElement type');
      })(),
  );
  const attributes = [];
  const members = [];
  for (const prop of checker.getPropertiesOfType(checker.getTypeOfSymbol(props))) {
    const name = kebab(prop.name);
    const typedProp = typedAttributes.getProperty(name);
    if (!typedProp) throw new Error(`custom-elements.json: ${name} is not typed`);
    const type = checker.typeToString(
      checker.getNonNullableType(checker.getTypeOfSymbol(typedProp)),
    );
    const description = describe(prop, checker);
    // A name the DOM has already keeps the DOM's property (defineBookingWidget.ts).
    const ownProperty = !htmlElement.getProperty(prop.name);
    attributes.push({
      name,
      type: { text: type },
      description,
      ...(ownProperty ? { fieldName: prop.name } : {}),
    });
    if (ownProperty) {
      members.push({
        kind: 'field',
        name: prop.name,
        type: { text: 'string | undefined' },
        description,
        attribute: name,
      });
    }
  }
  const eventsSource = sourceOf(program, EVENTS_FILE);
  const eventsModule = checker.getSymbolAtLocation(eventsSource);
  const map = eventsModule
    ? checker.getExportsOfModule(eventsModule).find((s) => s.name === 'BridgeEventMap')
    : undefined;
  if (!map) throw new Error('custom-elements.json: BridgeEventMap not found');
  const events = checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(map)).map((e) => ({
    name: `${tagName}:${e.name}`,
    type: { text: `CustomEvent<${checker.typeToString(checker.getTypeOfSymbol(e))}>` },
    description: describe(e, checker),
  }));
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: [
      {
        kind: 'javascript-module',
        path: 'dist/loader.js',
        declarations: [
          {
            kind: 'class',
            name: 'BookingWidgetElement',
            tagName,
            customElement: true,
            description:
              `The booking widget (version ${version}): loader.js defines it, in an open ` +
              'shadow root. Attributes are read as they change; events bubble and are composed.',
            superclass: { name: 'HTMLElement' },
            attributes,
            members,
            events,
          },
        ],
        exports: [
          {
            kind: 'custom-element-definition',
            name: tagName,
            declaration: { name: 'BookingWidgetElement' },
          },
        ],
      },
    ],
  };
}

/**
 * Writes dist's `types/` and `custom-elements.json` from one program.
 * @param {string} dist
 */
export async function writePublicTypes(dist) {
  const program = createProgram();
  const pkg = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8'));
  const types = await emitPublicTypes(path.join(dist, 'types'), program);
  const manifest = customElementsManifest(pkg.version, program);
  await writeFile(
    path.join(dist, 'custom-elements.json'),
    JSON.stringify(manifest, null, 2) + '\n',
  );
  return { types, manifest };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const out = process.argv[2] ?? path.join(root, 'dist');
  const started = Date.now();
  const { types } = await writePublicTypes(out);
  console.log(`public types: ${types.length} files (${Date.now() - started} ms)`);
}
