import { afterEach, describe, expect, it } from 'vitest';
import { useQuery } from '../../../widget/hooks/useQuery.ts';
import { useT } from '../../../widget/hooks/useT.ts';
import { useWidget } from '../../../widget/hooks/useWidget.ts';
import { act } from 'react';
import { cleanup, render } from './ui/render.tsx';
import { createTestWidget, fixture } from './widgetHarness.tsx';

function VenueName() {
  const { api } = useWidget();
  const { t } = useT();
  const settings = useQuery(api.settings(1));
  return <p>{settings.data ? settings.data.unitsMetaData.name : t('loading')}</p>;
}

describe('widget test harness', () => {
  afterEach(cleanup);

  it('renders with a real store, cache and API client over a fake fetch', async () => {
    const settings = fixture<{ unitsMetaData: { name: string } }>('settings.response');
    const widget = createTestWidget({ api: () => settings });
    const view = render(widget.wrap(<VenueName />));
    expect(view.container.textContent).toBe('Loading…');
    await act(() => new Promise((r) => setTimeout(r, 10)));
    expect(view.container.textContent).toBe(settings.unitsMetaData.name);
    expect(widget.requests.map((r) => new URL(r.url).pathname)).toEqual([
      '/v1/booking/externalBookingSettings/1',
    ]);
  });
});
