import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { importForNode } from '../importForNode.mjs';
import { pinOf } from './integrity.mjs';

/**
 * The phone plans by zone (shared/validation/phone.ts phoneZones), written as content-hashed
 * files under phone/ (immutable, like the chunks) before the widget is built, which learns their
 * names and integrity (issue 49: the fetch is pinned) through __PHONE_ZONE_FILES__. A form
 * fetches the zones it needs (DESIGN §6). The plugin bundles libphonenumber-js's metadata as its
 * skeleton only.
 * @param {import('./context.mjs').BuildContext} context
 * @returns {Promise<{ files: Record<string, string>, pins: Record<string, [string, string]>,
 *   plugin: import('esbuild').Plugin }>}
 */
export async function phoneZoneFiles({ root, dist }) {
  const phone = /** @type {typeof import('../../shared/validation/phone.ts')} */ (
    await importForNode('shared/validation/phone.ts')
  );
  const source = /libphonenumber-js[\\/]metadata\.mobile\.json\.js$/;
  const whole = JSON.parse(
    await readFile(path.join(root, 'node_modules/libphonenumber-js/metadata.mobile.json'), 'utf8'),
  );
  /** @type {Record<string, string>} */
  const files = {};
  /** @type {Record<string, [string, string]>} */
  const pins = {};
  await mkdir(path.join(dist, 'phone'), { recursive: true });
  for (const [zone, plans] of Object.entries(phone.phoneZones(whole))) {
    const json = JSON.stringify(plans);
    const hash = createHash('sha256').update(json).digest('hex').slice(0, 8).toUpperCase();
    files[zone] = `phone/${zone}-${hash}.json`;
    pins[zone] = [files[zone], pinOf(json)];
    await writeFile(path.join(dist, files[zone]), json);
  }
  /** @type {import('esbuild').Plugin} */
  const plugin = {
    name: 'phone-skeleton',
    setup(build) {
      let seen = false;
      build.onLoad({ filter: source }, () => {
        seen = true;
        const skeleton = phone.phoneSkeleton(whole);
        return { contents: `export default ${JSON.stringify(skeleton)}`, loader: 'js' };
      });
      build.onEnd(() => {
        if (!seen) throw new Error('build: the phone metadata was not bundled as its skeleton');
      });
    },
  };
  return { files, pins, plugin };
}
