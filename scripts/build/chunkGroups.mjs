// The esbuild plugin that carries out chunkPlan.mjs: each group becomes a virtual module of
// side-effect imports, and each of its `joinedBy` files is loaded as if it imported that module
// first; a lazy import of a module that travels with others loads one virtual module that
// re-exports them all. The source files stay as written, so the import graph says only what
// depends on what.
import * as esbuild from 'esbuild';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { minifyCssTemplates, hasCssTemplates } from '../minifyCssTemplates.mjs';
import { PINNED_IMPORT, pinDynamicImports } from './chunkIntegrity.mjs';

const NAMESPACE = 'chunk-group';
const TOGETHER = 'chunk-together';

/**
 * @param {string} root the project root
 * @param {import('./chunkPlan.mjs').ChunkGroup[]} groups
 * @param {import('./chunkPlan.mjs').LazyTogether[]} together
 * @param {Set<string>} [lazyKeys] filled with the key of every `import()` pinned (issue 49:
 *   chunkIntegrity.mjs wraps them here, where the source is loaded)
 * @returns {import('esbuild').Plugin}
 */
export function chunkGroupsPlugin(root, groups, together, lazyKeys = new Set()) {
  const isFile = (/** @type {string} */ name) => /\.(ts|tsx|mjs|js)$/.test(name);
  const stale = [
    ...groups.map((group) => ({ ...group, files: [...group.modules, ...group.joinedBy] })),
    ...together.map((file) => ({ ...file, files: file.modules })),
  ].flatMap(({ name, files }) =>
    files
      .filter((file) => isFile(file) && !existsSync(path.join(root, file)))
      .map((file) => `${name}: ${file}`),
  );
  if (stale.length) throw new Error(`chunk plan names files that are gone: ${stale.join(', ')}`);

  /** @type {Map<string, string[]>} absolute joining file → the groups it joins, in plan order */
  const joins = new Map();
  for (const group of groups) {
    for (const file of group.joinedBy) {
      const at = path.join(root, file);
      joins.set(at, [...(joins.get(at) ?? []), group.name]);
    }
  }
  /** @type {Map<string, import('./chunkPlan.mjs').LazyTogether>} absolute module → its file */
  const travelsWith = new Map(
    together.flatMap((file) => file.modules.map((m) => [path.join(root, m), file])),
  );
  return {
    name: 'chunk-groups',
    setup(build) {
      build.onResolve({ filter: /^\./ }, (args) => {
        if (args.kind !== 'dynamic-import') return undefined;
        const file = travelsWith.get(path.join(args.resolveDir, args.path));
        return file && { path: file.name, namespace: TOGETHER };
      });
      build.onLoad({ filter: /.*/, namespace: TOGETHER }, async (args) => {
        const file = together.find((f) => f.name === args.path);
        if (!file) return { errors: [{ text: `no lazy file named ${args.path}` }] };
        const clash = await exportClash(root, file.modules);
        if (clash) return { errors: [{ text: `lazy file ${file.name}: ${clash}` }] };
        const exports = file.modules.map((m) => JSON.stringify(path.join(root, m)));
        return {
          contents: exports.map((m) => `export * from ${m};`).join('\n'),
          resolveDir: root,
          loader: 'js',
        };
      });
      build.onResolve({ filter: /^chunk-group:/ }, (args) => ({
        path: args.path.slice(NAMESPACE.length + 1),
        namespace: NAMESPACE,
      }));
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => {
        const group = groups.find((g) => g.name === args.path);
        if (!group) return { errors: [{ text: `no chunk group named ${args.path}` }] };
        const imports = group.modules.map((m) =>
          JSON.stringify(isFile(m) ? path.join(root, m) : m),
        );
        return {
          contents: imports.map((m) => `import ${m};`).join('\n'),
          resolveDir: root,
          loader: 'js',
        };
      });
      build.onLoad({ filter: /\.(ts|tsx)$/ }, async (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const names = joins.get(args.path);
        const source = await readFile(args.path, 'utf8');
        const keyOf = (/** @type {string} */ specifier) => {
          const target = path.resolve(path.dirname(args.path), specifier);
          return travelsWith.get(target)?.name ?? path.basename(target).replace(/\.[^.]+$/, '');
        };
        const pinned = pinDynamicImports(source, path.join(root, PINNED_IMPORT), keyOf);
        if (!names && !pinned.keys.length) return undefined;
        for (const key of pinned.keys) lazyKeys.add(key);
        const body = hasCssTemplates(pinned.contents)
          ? minifyCssTemplates(pinned.contents)
          : pinned.contents;
        const head = (names ?? []).map((name) => `import '${NAMESPACE}:${name}';`).join('');
        return { contents: `${head}\n${body}`, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };
}

/**
 * Why `export *` of `modules` would lose an export, or undefined. A module's default export is
 * not re-exported by `export *`, and a name two modules export is re-exported by neither: the
 * lazy import of that module would then find nothing, and the bundler would drop its code
 * without a word (a together file of the checkout and the booking page did, session 42).
 * @param {string} root
 * @param {string[]} modules
 */
async function exportClash(root, modules) {
  /** @type {Map<string, string>} */
  const seen = new Map();
  for (const module of modules) {
    const result = await esbuild.build({
      entryPoints: [path.join(root, module)],
      absWorkingDir: root,
      bundle: false,
      write: false,
      metafile: true,
      format: 'esm',
      jsx: 'automatic',
      outdir: 'out',
      logLevel: 'silent',
    });
    const output = Object.values(result.metafile.outputs).find((o) => o.entryPoint);
    for (const name of output?.exports ?? []) {
      if (name === 'default') return `${module} has a default export, which export * leaves out`;
      const other = seen.get(name);
      if (other) return `${module} and ${other} both export ${name}`;
      seen.set(name, module);
    }
  }
  return undefined;
}
