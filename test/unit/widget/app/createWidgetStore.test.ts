import { describe, expect, it } from 'vitest';
import { createMemoryHistory } from '../../../../widget/router/createHistory.ts';
import { createWidgetStore } from '../../../../widget/store/createWidgetStore.ts';

const context = { childrenEnabled: true, maxWebGuests: 8, hasMenus: false };

describe('one store per <booking-widget> (STYLE habit 3)', () => {
  it('two stores never share state', () => {
    const a = createWidgetStore(createMemoryHistory({ pathname: '/se_demo/1', search: '' }), 'sv');
    const b = createWidgetStore(createMemoryHistory({ pathname: '/se_demo/2', search: '' }), 'en');
    a.store.getState().dispatch({ type: 'setGuests', guests: 4 }, context);
    a.store.getState().setLanguage('nb');
    expect(a.store.getState().wizard.guests).toBe(4);
    expect(b.store.getState().wizard.guests).toBeUndefined();
    expect(b.store.getState().language).toBe('en');
    expect(b.store.getState().location.pathname).toBe('/se_demo/2');
  });

  it('doc 2 §7 step messages: each guest choice is one store write, its wizard never ahead of its route (issue 36)', async () => {
    const { stepPayload } = await import('../../../../shared/bridge/stepPayload.ts');
    const history = createMemoryHistory({ pathname: '/se_demo/1', search: '' });
    const { store } = createWidgetStore(history, 'sv');
    const writes: string[] = [];
    store.subscribe((state) => writes.push(stepPayload(state.route.name, state.wizard).step));
    store.getState().dispatch({ type: 'setGuests', guests: 2 }, context);
    expect(writes).toEqual(['wizard']);
    store.getState().dispatch({ type: 'setChildren', children: 0 }, context);
    expect(writes).toEqual(['wizard', 'wizard']);
    store.getState().dispatch({ type: 'setDate', date: '2026-12-02' }, context);
    // The date is written together with the time list's route: no "wizard with a date" between.
    expect(writes).toEqual(['wizard', 'wizard', 'availability']);
    expect(store.getState().wizard).toMatchObject({
      guests: 2,
      guestsChildren: 0,
      date: '2026-12-02',
    });
    expect(store.getState().location.search).toContain('date=2026-12-02');
  });

  it('the route follows the history, also on back and forward (in-memory router)', () => {
    const history = createMemoryHistory({ pathname: '/se_demo/1', search: '' });
    const { store, dispose } = createWidgetStore(history, 'sv');
    store.getState().navigate({ pathname: '/se_demo/1/availability', search: '?guests=2' });
    expect(store.getState().route).toMatchObject({ name: 'availability', unitId: 1 });
    store.getState().back();
    expect(store.getState().route.name).toBe('wizard');
    store.getState().forward();
    expect(store.getState().location).toEqual({
      pathname: '/se_demo/1/availability',
      search: '?guests=2',
    });
    dispose();
    history.back();
    expect(store.getState().route.name).toBe('availability');
  });

  it('doc1 §2 Back navigation: the store moves through transition(), availability → wizard', () => {
    const history = createMemoryHistory({ pathname: '/se_demo/1/availability', search: '' });
    const { store } = createWidgetStore(history, 'sv');
    const prefill = { guests: 2, guestsChildren: 0, date: '2026-12-02' };
    store.getState().dispatch({ type: 'prefill', ...prefill }, context);
    expect(store.getState().route.name).toBe('availability');
    store.getState().dispatch({ type: 'back' }, context);
    expect(store.getState().route.name).toBe('wizard');
    expect(store.getState().wizard.guests).toBe(2);
    expect(store.getState().wizard.date).toBeUndefined();
  });

  it('doc1 §2 Steps rule 2: a prefill without guests leaves the time list for the wizard', () => {
    const history = createMemoryHistory({
      pathname: '/se_demo/1/availability',
      search: '?date=2026-12-02',
    });
    const { store } = createWidgetStore(history, 'sv');
    store.getState().dispatch({ type: 'prefill', date: '2026-12-02' }, context, { replace: true });
    expect(store.getState().location).toEqual({
      pathname: '/se_demo/1',
      search: '?date=2026-12-02',
    });
    history.back();
    // The address was replaced: no way back to a time list the guest never saw.
    expect(store.getState().route.name).toBe('wizard');
  });

  it('an unknown path is no route, and the error page state is per store', () => {
    const { store } = createWidgetStore(
      createMemoryHistory({ pathname: '/nowhere', search: '' }),
      'sv',
    );
    expect(store.getState().route.name).toBe('notFound');
    store.getState().showError({ page: 'serverError' });
    expect(store.getState().error).toEqual({ page: 'serverError' });
    store.getState().clearError();
    expect(store.getState().error).toBeNull();
  });
});
