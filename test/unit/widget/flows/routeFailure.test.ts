import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError, NetworkError } from '../../../../widget/api/errors.ts';
import { routeFailure } from '../../../../widget/flows/routeFailure.ts';

function fakeStore() {
  const setReservationFailure = vi.fn();
  const showError = vi.fn();
  return {
    store: { getState: () => ({ setReservationFailure, showError }) },
    setReservationFailure,
    showError,
  };
}

const coded = new HttpError('POST', '/x', 400, '{"code":2}', 2);
const uncoded = new HttpError('GET', '/x', 504, 'Gateway timeout', undefined);
const network = new NetworkError('POST', '/x', new TypeError('Failed to fetch'));

afterEach(() => vi.unstubAllGlobals());

describe('routeFailure', () => {
  it('opens the reservation-failed modal for a coded answer and shows no page', () => {
    const { store, setReservationFailure, showError } = fakeStore();
    expect(routeFailure(store, coded, 'form')).toEqual({ kind: 'reservationFailed', code: 2 });
    expect(setReservationFailure).toHaveBeenCalledWith(2);
    expect(showError).not.toHaveBeenCalled();
  });

  it('shows the no-connection page, without a retry, for an offline browser on a step', () => {
    vi.stubGlobal('navigator', { onLine: false });
    const { store, setReservationFailure, showError } = fakeStore();
    expect(routeFailure(store, network, 'step')).toEqual({ kind: 'noConnection' });
    expect(showError).toHaveBeenCalledWith({ page: 'noConnection' });
    expect(setReservationFailure).not.toHaveBeenCalled();
  });

  it('leaves an offline failure on the form to the form', () => {
    vi.stubGlobal('navigator', { onLine: false });
    const { store, setReservationFailure, showError } = fakeStore();
    expect(routeFailure(store, network, 'form')).toEqual({ kind: 'noConnection' });
    expect(showError).not.toHaveBeenCalled();
    expect(setReservationFailure).not.toHaveBeenCalled();
  });

  it("shows a page load's status page with the caller's Try again", () => {
    const { store, showError } = fakeStore();
    const retry = vi.fn();
    routeFailure(store, uncoded, 'pageLoad', retry);
    expect(showError).toHaveBeenCalledWith({ page: 'serverError', retry });
  });

  it('reads a thrown non-API error as the generic page on a page load', () => {
    const { store, showError } = fakeStore();
    routeFailure(store, new Error('malformed'), 'pageLoad');
    expect(showError).toHaveBeenCalledWith({ page: 'generic' });
  });
});
