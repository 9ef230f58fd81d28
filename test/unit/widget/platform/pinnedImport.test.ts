import { afterEach, describe, expect, it, vi } from 'vitest';
import { pinnedImport, registerChunkIntegrity } from '../../../../widget/platform/pinnedImport.ts';

// Issue 49: a lazy chunk is imported only once it and what it imports are in, preloaded with
// their integrity; one that fails its check is never imported.
const links = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')];
const settle = (file: string, type: 'load' | 'error') => {
  const link = links().find((l) => l.href.endsWith(file));
  if (!link) throw new Error(`no preload of ${file}`);
  link.dispatchEvent(new Event(type));
};

registerChunkIntegrity({
  lazy: {
    PinTestStep: ['chunks/PinTestStep-AAAAAAAA.js', 'chunks/chunk-PINSHARE.js'],
    PinTestBroken: ['chunks/PinTestBroken-BBBBBBBB.js'],
  },
  files: {
    'chunks/PinTestStep-AAAAAAAA.js': 'sha256-step=',
    'chunks/chunk-PINSHARE.js': 'sha256-share=',
    'chunks/PinTestBroken-BBBBBBBB.js': 'sha256-broken=',
  },
});

afterEach(() => {
  for (const link of links()) link.remove();
});

describe('pinnedImport (issue 49)', () => {
  it('preloads the chunk and its imports with their integrity, and imports once both are in', async () => {
    const load = vi.fn(() => Promise.resolve('module'));
    const done = pinnedImport('PinTestStep', load);
    expect(
      links().map((l) => [new URL(l.href).pathname.replace(/^.*\/chunks\//, ''), l.integrity]),
    ).toEqual([
      ['PinTestStep-AAAAAAAA.js', 'sha256-step='],
      ['chunk-PINSHARE.js', 'sha256-share='],
    ]);
    settle('PinTestStep-AAAAAAAA.js', 'load');
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    settle('chunk-PINSHARE.js', 'load');
    await expect(done).resolves.toBe('module');
    expect(load).toHaveBeenCalledOnce();
    // Gone once settled: the host's <head> is left as it was.
    expect(links()).toEqual([]);
  });

  it('never imports a chunk whose preload failed (its bytes are not the build’s)', async () => {
    const load = vi.fn(() => Promise.resolve('tampered'));
    const done = pinnedImport('PinTestBroken', load);
    settle('PinTestBroken-BBBBBBBB.js', 'error');
    await expect(done).rejects.toThrow(/PinTestBroken-BBBBBBBB\.js/);
    expect(load).not.toHaveBeenCalled();
  });

  it('a module the table does not name (outside a build) is imported as it is', async () => {
    const load = vi.fn(() => Promise.resolve('plain'));
    await expect(pinnedImport('NotInTheTable', load)).resolves.toBe('plain');
    expect(links()).toEqual([]);
  });
});
