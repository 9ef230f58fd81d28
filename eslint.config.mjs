// Lint for the whole repository, run by `npm test` with --max-warnings=0. The widget/ rules at
// the end are the house rules that keep a venue's page and ours apart (STYLE.md 4, 5).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import house from './scripts/lint/houseRules.mjs';

const remSize = /\d(\.\d+)?rem\b/;

export default tseslint.config(
  { ignores: ['dist/', 'dist-*/', 'node_modules/', 'test-results/', 'demo/data/', 'docs/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: [
      'widget/**/*.{ts,tsx}',
      'loader/react/**/*.ts',
      'test/unit/widget/**/*.{ts,tsx}',
      'examples/react/**/*.{ts,tsx}',
    ],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['test/**/*.{ts,tsx}'],
    // Tests poke at arbitrary JSON (seed files, API answers) to break it on purpose.
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Views draw, rules decide (STYLE.md 19, issue 48): no function or component over 120 lines,
    // counted from its first line to its last, blank lines and comments included. Tests aside.
    files: [
      'widget/**/*.{ts,tsx}',
      'loader/**/*.ts',
      'shared/**/*.ts',
      'demo/**/*.ts',
      'scripts/**/*.{ts,tsx,mjs}',
      '*.mjs',
    ],
    rules: {
      'max-lines-per-function': [
        'error',
        { max: 120, skipBlankLines: false, skipComments: false, IIFEs: true },
      ],
    },
  },
  {
    files: ['widget/**/*.{ts,tsx}', 'loader/**/*.ts'],
    plugins: { house },
    rules: { 'house/paired-cleanup': 'error' },
  },
  {
    files: ['widget/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'document',
          property: 'addEventListener',
          message: 'Listen on the shadow root or the element: the host document is not ours.',
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "MemberExpression[object.object.name='document'][object.property.name='body'][property.name='style']",
          message: 'Never touch the host page body styles.',
        },
        {
          selector: `Literal[value=${remSize}]`,
          message: 'Size in px: a host html font-size must not change the widget.',
        },
        {
          selector: `TemplateElement[value.raw=${remSize}]`,
          message: 'Size in px: a host html font-size must not change the widget.',
        },
      ],
    },
  },
  {
    // Messages to other windows go through the bridge only, with an explicit target origin.
    files: ['widget/**/*.{ts,tsx}'],
    ignores: ['widget/bridge/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='postMessage']",
          message: 'Post messages through the bridge (explicit origin, instance id).',
        },
        {
          selector:
            "MemberExpression[object.object.name='document'][object.property.name='body'][property.name='style']",
          message: 'Never touch the host page body styles.',
        },
        {
          selector: `Literal[value=${remSize}]`,
          message: 'Size in px: a host html font-size must not change the widget.',
        },
        {
          selector: `TemplateElement[value.raw=${remSize}]`,
          message: 'Size in px: a host html font-size must not change the widget.',
        },
      ],
    },
  },
);
