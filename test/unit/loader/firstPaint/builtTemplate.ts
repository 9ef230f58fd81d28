import { execFileSync } from 'node:child_process';
import type {
  ChildrenStepTemplate,
  FirstStepTemplate,
} from '../../../../loader/firstPaint/template.ts';

let built: { first: FirstStepTemplate; children: ChildrenStepTemplate } | undefined;

/**
 * The first paint's templates as the build renders them (scripts/importForNode.mjs): in a Node
 * process of its own, because Emotion takes a test's DOM for a browser and then writes <style>
 * tags instead of handing over its rules.
 */
function builtTemplates() {
  built ??= JSON.parse(
    execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        "const { renderFirstPaint } = await import('./scripts/importForNode.mjs'); process.stdout.write(JSON.stringify(await renderFirstPaint()));",
      ],
      { encoding: 'utf8', maxBuffer: 1 << 24 },
    ),
  ) as { first: FirstStepTemplate; children: ChildrenStepTemplate };
  return built;
}

/** The guests step's template, as first-paint.js carries it. */
export const builtTemplate = (): FirstStepTemplate => builtTemplates().first;

/** The children step's template, as build.mjs writes it for the first paint to fetch. */
export const builtChildrenTemplate = (): ChildrenStepTemplate => builtTemplates().children;
