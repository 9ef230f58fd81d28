// The esbuild plugin that carries out chunkPlan.mjs: each group becomes a virtual module of
// side-effect imports, and each of its `joinedBy` files is loaded as if it imported that module
// first. The source files stay as written, so the import graph says only what depends on what.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { minifyCssTemplates, hasCssTemplates } from '../minifyCssTemplates.mjs';

const NAMESPACE = 'chunk-group';

/**
 * @param {string} root the project root
 * @param {import('./chunkPlan.mjs').ChunkGroup[]} groups
 * @returns {import('esbuild').Plugin}
 */
export function chunkGroupsPlugin(root, groups) {
  const isFile = (/** @type {string} */ name) => /\.(ts|tsx|mjs|js)$/.test(name);
  const stale = groups.flatMap((group) =>
    [...group.modules.filter(isFile), ...group.joinedBy]
      .filter((file) => !existsSync(path.join(root, file)))
      .map((file) => `${group.name}: ${file}`),
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
  return {
    name: 'chunk-groups',
    setup(build) {
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
        const names = joins.get(args.path);
        if (!names) return undefined;
        const source = await readFile(args.path, 'utf8');
        const body = hasCssTemplates(source) ? minifyCssTemplates(source) : source;
        const head = names.map((name) => `import '${NAMESPACE}:${name}';`).join('');
        return { contents: `${head}\n${body}`, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };
}
