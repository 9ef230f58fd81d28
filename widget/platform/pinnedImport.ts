import { assetBase } from './assetBase.ts';

/**
 * The lazy chunks' integrity (issue 49), written by the build into the widget's entry (the one
 * file named after everything it pins, scripts/build/chunkIntegrity.mjs): each lazy chunk's key
 * → the files it needs that the first step did not load, the chunk first; each file → its SRI
 * value. Paths are from the bundle's folder.
 */
export interface ChunkIntegrity {
  lazy: Record<string, string[]>;
  files: Record<string, string>;
}

let pins: ChunkIntegrity | undefined;

/** The entry hands over its table once, before anything is imported lazily. */
export function registerChunkIntegrity(table: ChunkIntegrity): void {
  pins = table;
}

const preloads = new Map<string, Promise<void>>();

function preload(file: string, integrity: string): Promise<void> {
  const url = assetBase() + file;
  let known = preloads.get(url);
  if (!known) {
    known = new Promise<void>((resolve, reject) => {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = url;
      link.integrity = integrity;
      // Gone once settled: the module map keeps what it loaded, the host's <head> is left as it was.
      const settle = (loaded: boolean) => () => {
        link.remove();
        if (loaded) resolve();
        else reject(new Error(`booking-widget: ${file} did not load or its integrity failed`));
      };
      link.onload = settle(true);
      link.onerror = settle(false);
      document.head.appendChild(link);
    });
    // A failure is not kept: the next import asks again (a network that came back).
    known.catch(() => preloads.delete(url));
    preloads.set(url, known);
  }
  return known;
}

/**
 * What the build makes of every `import()` of the widget's own modules (issue 49): the chunk
 * and the chunks it imports are fetched first through `<link rel=modulepreload integrity>`, and
 * `load` (the `import()` itself) runs only once they are in and verified, so it takes them from
 * the module map; a file whose bytes are not the build's rejects, and nothing of it runs.
 * Outside a build (tests, no table) it is the `import()` alone.
 * @public (the build's `import()` wrapper imports it by a path in a string)
 */
export function pinnedImport<T>(key: string, load: () => Promise<T>): Promise<T> {
  const files = pins?.lazy[key];
  if (!pins || !files) return load();
  const { files: sri } = pins;
  return Promise.all(files.map((file) => preload(file, sri[file] ?? ''))).then(load);
}
