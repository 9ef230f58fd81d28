// House rules of the widget that ESLint has no built-in rule for (STYLE.md 5): every listener,
// timer and observer a file sets up has its removal in the same file.

/** @type {[string, string, string][]} what is set up, what undoes it, how to say it */
const PAIRS = [
  ['addEventListener', 'removeEventListener', 'listener'],
  ['setTimeout', 'clearTimeout', 'timer'],
  ['setInterval', 'clearInterval', 'interval'],
  ['ResizeObserver', 'disconnect', 'observer'],
  ['MutationObserver', 'disconnect', 'observer'],
];

/** @param {import('estree').Node} callee */
function calleeName(callee) {
  if (callee.type === 'Identifier') return callee.name;
  if (callee.type === 'MemberExpression' && callee.property.type === 'Identifier')
    return callee.property.name;
  return null;
}

/** @param {import('estree').Node | undefined} options */
function isOnce(options) {
  return (
    options?.type === 'ObjectExpression' &&
    options.properties.some(
      (p) =>
        p.type === 'Property' &&
        p.key.type === 'Identifier' &&
        p.key.name === 'once' &&
        p.value.type === 'Literal' &&
        p.value.value === true,
    )
  );
}

/** @type {import('eslint').Rule.RuleModule} */
const pairedCleanup = {
  meta: {
    type: 'problem',
    docs: { description: 'every listener, timer and observer set up in a file is undone there' },
    messages: {
      unpaired:
        '{{count}} {{setup}} call(s) but {{undo}} {{undoCount}} time(s): every {{what}} needs its removal (STYLE.md 5).',
    },
    schema: [],
  },
  create(context) {
    /** @type {Map<string, import('estree').Node[]>} */
    const seen = new Map();
    const note = (/** @type {string} */ name, /** @type {import('estree').Node} */ node) =>
      seen.set(name, [...(seen.get(name) ?? []), node]);
    return {
      CallExpression(node) {
        const name = calleeName(node.callee);
        // A `{ once: true }` listener removes itself.
        if (name === 'addEventListener' && isOnce(node.arguments[2])) return;
        if (name) note(name, node);
      },
      NewExpression(node) {
        const name = calleeName(node.callee);
        if (name) note(name, node);
      },
      'Program:exit'() {
        for (const [setup, undo, what] of PAIRS) {
          const made = seen.get(setup) ?? [];
          const undone = (seen.get(undo) ?? []).length;
          if (made.length > undone && made[0]) {
            context.report({
              node: made[0],
              messageId: 'unpaired',
              data: { count: String(made.length), setup, undo, undoCount: String(undone), what },
            });
          }
        }
      },
    };
  },
};

export default { rules: { 'paired-cleanup': pairedCleanup } };
