import { execFileSync } from 'node:child_process';
import type { FirstStepTemplate } from '../../../../loader/firstPaint/template.ts';

let built: FirstStepTemplate | undefined;

/**
 * The first step's template as the build renders it (scripts/importForNode.mjs): in a Node
 * process of its own, because Emotion takes a test's DOM for a browser and then writes <style>
 * tags instead of handing over its rules.
 */
export function builtTemplate(): FirstStepTemplate {
  built ??= JSON.parse(
    execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        "const { renderFirstStep } = await import('./scripts/importForNode.mjs'); process.stdout.write(JSON.stringify(await renderFirstStep()));",
      ],
      { encoding: 'utf8', maxBuffer: 1 << 24 },
    ),
  ) as FirstStepTemplate;
  return built;
}
