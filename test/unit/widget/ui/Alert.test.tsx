import { afterEach, describe, expect, it } from 'vitest';
import { Alert } from '../../../../widget/ui/Alert.tsx';
import { cleanup, render } from './render.tsx';

afterEach(cleanup);

const box = (view: { container: HTMLElement }) =>
  view.container.querySelector<HTMLElement>('[data-kind]')!;

describe('Alert', () => {
  it.each([
    ['info', 'status'],
    ['warning', 'status'],
    ['error', 'alert'],
  ] as const)('a %s notice is announced with role %s', (kind, role) => {
    const view = render(<Alert kind={kind}>Text</Alert>);
    expect(box(view).getAttribute('role')).toBe(role);
    expect(box(view).dataset.kind).toBe(kind);
  });

  it('has no live role when it is just part of the page', () => {
    const view = render(
      <Alert kind="error" live={false}>
        Closed for web booking
      </Alert>,
    );
    expect(box(view).hasAttribute('role')).toBe(false);
  });

  it('shows title, text and action, with a decorative icon', () => {
    const view = render(
      <Alert kind="warning" title="Day closed" action={<a href="#next">Next open day</a>}>
        Contact the venue.
      </Alert>,
    );
    expect(box(view).querySelector('strong')?.textContent).toBe('Day closed');
    expect(box(view).textContent).toContain('Contact the venue.');
    expect(box(view).querySelector('a')?.textContent).toBe('Next open day');
    expect(box(view).querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('defaults to info', () => {
    expect(box(render(<Alert>Hi</Alert>)).dataset.kind).toBe('info');
  });
});
