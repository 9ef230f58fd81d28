/**
 * Packages bundled only when a module uses them, not for a bare `import 'x'` (what
 * `"sideEffects": false` in their package.json would say). hoist-non-react-statics (and react-is
 * under it, 0.8 KB gzip before the first step) has none, but Emotion's JSX runtime imports it bare
 * for `withTheme`, which the widget never calls (issue 32).
 */
const SIDE_EFFECT_FREE = ['hoist-non-react-statics'];

/** @returns {import('esbuild').Plugin} */
export function withoutSideEffects() {
  const filter = new RegExp(`^(${SIDE_EFFECT_FREE.join('|')})$`);
  return {
    name: 'without-side-effects',
    setup(build) {
      build.onResolve({ filter }, async (args) => {
        if (args.pluginData === 'without-side-effects') return undefined;
        const { path: resolved, errors } = await build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: 'without-side-effects',
        });
        return errors.length > 0 ? { errors } : { path: resolved, sideEffects: false };
      });
    },
  };
}
