// `node scripts/checkImports.mjs`: fails when loader/, widget/ or shared/ has an import cycle
// (type imports included), when the loader imports widget/, when shared/ loses its purity, or
// when widget/'s rooms break the house rules (issue 48: no rooms importing each other, a chain of
// at most MAX_CHAIN, the kit importing no feature).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  importRuleViolations,
  longestChain,
  MAX_CHAIN,
  readGraph,
  roomGraph,
  roomRuleViolations,
} from './importGraph.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const graph = readGraph(root, ['loader', 'widget', 'shared']);
const problems = [...importRuleViolations(graph), ...roomRuleViolations(graph)];
if (problems.length) {
  console.error(`imports: ${problems.length} problem(s)\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
const edges = [...graph.values()].reduce((n, targets) => n + targets.length, 0);
const rooms = roomGraph(graph);
console.log(
  `imports: ${graph.size} files, ${edges} imports, no cycle, loader → shared only; ` +
    `widget/: ${rooms.size} rooms, longest chain ${longestChain(rooms).length} (at most ${MAX_CHAIN})`,
);
