// `node scripts/checkImports.mjs`: fails when loader/, widget/ or shared/ has an import cycle
// (type imports included), when the loader imports widget/, or when shared/ loses its purity.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { importRuleViolations, readGraph } from './importGraph.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const graph = readGraph(root, ['loader', 'widget', 'shared']);
const problems = importRuleViolations(graph);
if (problems.length) {
  console.error(`imports: ${problems.length} problem(s)\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
const edges = [...graph.values()].reduce((n, targets) => n + targets.length, 0);
console.log(`imports: ${graph.size} files, ${edges} imports, no cycle, loader → shared only`);
