import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ArticleStocks } from '../../../../shared/contract/index.ts';
import { createQueryCache } from '../../../../widget/api/createQueryCache.ts';
import { STOCK_MAX_AGE_MS, useArticleStock } from '../../../../widget/preorder/useArticleStock.ts';
import { advance, fakeClockEachTest } from '../fakeClock.ts';
import { cleanup, render } from '../ui/render.tsx';
import { createTestWidget } from '../widgetHarness.tsx';

afterEach(cleanup);
fakeClockEachTest();

const START = '2026-12-02T12:00:00+01:00';
const ROW = { id: 1, articleId: 503, quantity: 20, validityDate: '2026-12-02' };

/** The fake API answers and React commits, on the fake clock (fakeClock.ts). */
const settle = () => advance();

function mount(answer: (request: Request) => unknown, ids = [503, 504]) {
  let now = 0;
  const seen: (ArticleStocks | undefined)[] = [];
  const widget = createTestWidget({ api: answer });
  widget.instance.cache = createQueryCache(() => now);
  function Probe() {
    seen.push(useArticleStock(ids, START));
    return null;
  }
  const view = render(widget.wrap(<Probe />));
  const stockCalls = () => widget.requests.filter((r) => r.url.includes('articleStocks'));
  return {
    seen,
    stockCalls,
    advance: (ms: number) => (now += ms),
    remount: () => {
      view.unmount();
      render(widget.wrap(<Probe />));
    },
  };
}

describe('useArticleStock (doc 1 §7 articleStocks)', () => {
  it('asks for the articles, comma-separated, on the booking start, and gives the rows', async () => {
    const probe = mount(() => [ROW]);
    expect(probe.seen.at(-1)).toBeUndefined();
    await settle();
    expect(probe.seen.at(-1)).toEqual([ROW]);
    const url = new URL(probe.stockCalls()[0]!.url);
    expect(url.searchParams.get('articleIds')).toBe('503,504');
    expect(url.searchParams.get('includeArticleStockChanges')).toBe('false');
    expect(url.searchParams.get('validityDate')).toBe(START);
  });

  it('doc1 §9 keeps the answer 5 minutes, then asks again', async () => {
    const probe = mount(() => [ROW]);
    await settle();
    probe.advance(STOCK_MAX_AGE_MS - 1);
    probe.remount();
    await settle();
    expect(probe.stockCalls()).toHaveLength(1);
    probe.advance(2);
    probe.remount();
    await settle();
    expect(probe.stockCalls()).toHaveLength(2);
  });

  it('doc1 §7 a failure is logged and reads as no rows (every article at the default 500)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const probe = mount(() => new Response('boom', { status: 400 }));
    await settle();
    expect(probe.seen.at(-1)).toEqual([]);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('doc1 §7 runs only when the menu has articles', async () => {
    const probe = mount(() => [ROW], []);
    await settle();
    expect(probe.seen.at(-1)).toEqual([]);
    expect(probe.stockCalls()).toHaveLength(0);
  });
});
