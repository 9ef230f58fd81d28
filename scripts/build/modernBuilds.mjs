/**
 * Packages that publish the same version twice, an ES5 build for old browsers and a modern one,
 * and name the old one where we import them: the plugin bundles the modern one, the same source
 * without Babel's helpers (each module's own copy of its array, class and iterator shims) for
 * browsers the widget does not support anyway (commonOptions' target). Node and the tests keep
 * the package's own resolution.
 *
 * libphonenumber-js's `core` entry re-exports `../es6/*`; its `es6-modern/` holds the same files
 * (2.4 KB gzip less of the flow, docs/decisions.md "Bytes for issue 50").
 * @type {{ entry: RegExp, from: string, to: string }[]}
 */
const MODERN_BUILDS = [
  {
    entry: /[\\/]libphonenumber-js[\\/]core[\\/]index\.js$/,
    from: '../es6/',
    to: '../es6-modern/',
  },
];

/** @returns {import('esbuild').Plugin} */
export function modernBuilds() {
  return {
    name: 'modern-builds',
    setup(build) {
      build.onResolve({ filter: /^\.\.\// }, async (args) => {
        const modern = MODERN_BUILDS.find(
          ({ entry, from }) => entry.test(args.importer) && args.path.startsWith(from),
        );
        if (!modern) return undefined;
        const target = modern.to + args.path.slice(modern.from.length);
        // Resolved again so the package's `sideEffects: false` still lets esbuild drop what is
        // not used (the modules of `core` the widget never calls).
        const { path, sideEffects, errors } = await build.resolve(target, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
        });
        return errors.length > 0 ? { errors } : { path, sideEffects };
      });
    },
  };
}
