// The import graph of loader/, widget/ and shared/ and the house rules over it (STYLE.md 13):
// no cycle (type-only and lazy imports included), the loader never reaches into widget/, and
// shared/ stays pure. `node scripts/checkImports.mjs` runs the check; tests feed it graphs.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** @typedef {Map<string, string[]>} Graph file → files it imports (paths relative to the root) */

const SOURCE = /\.(ts|tsx|mjs)$/;

/** Every module a file names: static, type-only, re-exports and `import()`. */
export function specifiersOf(/** @type {string} */ text) {
  return ts.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName);
}

/**
 * Reads the folders under `root` into a graph. Relative imports are resolved to files; bare
 * package names are kept as `pkg:<name>` so the purity rules can see them.
 * @param {string} root
 * @param {string[]} folders
 * @returns {Graph}
 */
export function readGraph(root, folders) {
  /** @type {Graph} */
  const graph = new Map();
  for (const folder of folders) {
    const entries = readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true });
    for (const entry of entries) {
      if (!entry.isFile() || !SOURCE.test(entry.name) || entry.name.endsWith('.d.ts')) continue;
      const abs = path.join(entry.parentPath, entry.name);
      const from = path.relative(root, abs).split(path.sep).join('/');
      const targets = specifiersOf(readFileSync(abs, 'utf8')).map((spec) =>
        spec.startsWith('.')
          ? path
              .relative(root, path.resolve(path.dirname(abs), spec))
              .split(path.sep)
              .join('/')
          : `pkg:${spec}`,
      );
      graph.set(from, [...new Set(targets)]);
    }
  }
  return graph;
}

/**
 * Strongly connected components with more than one file, or a file importing itself
 * (Tarjan's algorithm, iterative so a deep graph cannot overflow the stack).
 * @param {Graph} graph
 * @returns {string[][]}
 */
export function findCycles(graph) {
  let counter = 0;
  /** @type {Map<string, number>} */ const index = new Map();
  /** @type {Map<string, number>} */ const low = new Map();
  /** @type {string[]} */ const stack = [];
  const onStack = new Set();
  /** @type {string[][]} */ const cycles = [];
  const next = (/** @type {string} */ node) => (graph.get(node) ?? []).filter((t) => graph.has(t));

  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    /** @type {{ node: string, edges: string[], i: number }[]} */
    const work = [{ node: start, edges: next(start), i: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const frame = /** @type {{ node: string, edges: string[], i: number }} */ (work.at(-1));
      if (frame.i < frame.edges.length) {
        const to = /** @type {string} */ (frame.edges[frame.i++]);
        if (!index.has(to)) {
          index.set(to, counter);
          low.set(to, counter++);
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, edges: next(to), i: 0 });
        } else if (onStack.has(to)) {
          low.set(frame.node, Math.min(Number(low.get(frame.node)), Number(index.get(to))));
        }
        continue;
      }
      work.pop();
      const parent = work.at(-1);
      if (parent)
        low.set(parent.node, Math.min(Number(low.get(parent.node)), Number(low.get(frame.node))));
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      /** @type {string[]} */ const component = [];
      let member;
      do {
        member = /** @type {string} */ (stack.pop());
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.node);
      const selfLoop = (graph.get(frame.node) ?? []).includes(frame.node);
      if (component.length > 1 || selfLoop) cycles.push(component.sort());
    }
  }
  return cycles;
}

/** Node built-ins and UI packages that shared/ must never import (DESIGN §2). */
const IMPURE = /^pkg:(node:|react|react-dom|@emotion\/|zustand|ky$|i18next|dompurify|@r2wc\/)/;

/**
 * The house rules broken by the graph, one sentence each.
 * @param {Graph} graph
 * @returns {string[]}
 */
export function importRuleViolations(graph) {
  /** @type {string[]} */
  const problems = [];
  for (const [from, targets] of graph) {
    for (const to of targets) {
      if (from.startsWith('loader/') && /^(widget|demo)\//.test(to))
        problems.push(`${from} imports ${to}: the loader imports shared/ only`);
      if (from.startsWith('shared/') && /^(widget|loader|demo)\//.test(to))
        problems.push(`${from} imports ${to}: shared/ is the bottom layer`);
      if (from.startsWith('shared/') && IMPURE.test(to))
        problems.push(`${from} imports ${to.slice(4)}: shared/ stays free of UI, DOM and Node`);
    }
  }
  for (const cycle of findCycles(graph))
    problems.push(`import cycle among ${cycle.length} file(s): ${cycle.join(', ')}`);
  return problems;
}

/**
 * A widget/ file's room: its first-level folder, or `(root)` for the files at widget/'s root
 * (issue 48 counts the house this way). Other files have none.
 * @param {string} file
 */
export function roomOf(file) {
  const parts = file.split('/');
  if (parts[0] !== 'widget') return null;
  return parts.length > 2 ? /** @type {string} */ (parts[1]) : '(root)';
}

/**
 * The rooms of widget/ and which rooms each imports (type-only and lazy imports included).
 * @param {Graph} graph
 * @returns {Graph}
 */
export function roomGraph(graph) {
  /** @type {Map<string, Set<string>>} */
  const rooms = new Map();
  for (const [from, targets] of graph) {
    const room = roomOf(from);
    if (!room) continue;
    const into = rooms.get(room) ?? new Set();
    rooms.set(room, into);
    for (const to of targets) {
      const other = roomOf(to);
      if (other && other !== room) into.add(other);
    }
  }
  return new Map([...rooms].map(([room, into]) => [room, [...into].sort()]));
}

/**
 * The longest chain of rooms importing rooms, as the rooms on it (the graph must have no cycle).
 * @param {Graph} rooms
 * @returns {string[]}
 */
export function longestChain(rooms) {
  /** @type {Map<string, string[]>} */
  const memo = new Map();
  const from = (/** @type {string} */ room) => {
    const known = memo.get(room);
    if (known) return known;
    let best = [room];
    for (const next of rooms.get(room) ?? []) {
      const chain = from(next);
      if (chain.length + 1 > best.length) best = [room, ...chain];
    }
    memo.set(room, best);
    return best;
  };
  return [...rooms.keys()].map(from).reduce((a, b) => (b.length > a.length ? b : a), []);
}

/** The longest chain of rooms allowed (issue 48; docs/architecture.md "Rooms"). */
export const MAX_CHAIN = 12;
/** Rooms every feature builds on: they import no feature (STYLE.md 17). */
export const KIT_ROOMS = ['ui', 'fields', 'platform', 'theme'];
/** The rooms that hold the guest's screens and the flow's hub. */
export const FEATURE_ROOMS = ['activities', 'booking', 'checkout', 'preorder', 'wizard', 'screens'];

/**
 * The house rules over widget/'s rooms (issue 48, STYLE.md 17): no two rooms import each other
 * and no longer cycle of rooms, no chain longer than MAX_CHAIN, and the kit imports no feature.
 * @param {Graph} graph
 * @returns {string[]}
 */
export function roomRuleViolations(graph) {
  const rooms = roomGraph(graph);
  /** @type {string[]} */
  const problems = [];
  for (const [room, into] of rooms) {
    for (const other of into) {
      if (KIT_ROOMS.includes(room) && FEATURE_ROOMS.includes(other))
        problems.push(`widget/${room}/ imports widget/${other}/: the kit imports no feature`);
    }
  }
  const cycles = findCycles(rooms);
  for (const cycle of cycles) problems.push(`rooms import each other: ${cycle.join(', ')}`);
  if (cycles.length === 0) {
    const chain = longestChain(rooms);
    if (chain.length > MAX_CHAIN)
      problems.push(
        `a chain of ${chain.length} rooms (at most ${MAX_CHAIN}): ${chain.join(' > ')}`,
      );
  }
  return problems;
}
