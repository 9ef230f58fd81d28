import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRef, type ReactNode } from 'react';
import { Button } from '../../../../widget/ui/Button.tsx';
import { cleanup, click, render } from './render.tsx';

afterEach(cleanup);

const button = (view: { container: HTMLElement }) => view.container.querySelector('button')!;

describe('Button', () => {
  it('is type="button" by default so it never submits a form by accident', () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const view = render(
      <form>
        <Button>Continue</Button>
      </form>,
    );
    view.container.querySelector('form')!.addEventListener('submit', onSubmit);
    expect(button(view).type).toBe('button');
    click(button(view));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps an explicit type, and then submits', () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const view = render(
      <form>
        <Button type="submit">Book</Button>
      </form>,
    );
    view.container.querySelector('form')!.addEventListener('submit', onSubmit);
    expect(button(view).type).toBe('submit');
    click(button(view));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('calls onClick and forwards other button props and the ref', () => {
    const onClick = vi.fn();
    const ref = createRef<HTMLButtonElement>();
    const view = render(
      <Button ref={ref} onClick={onClick} aria-describedby="hint" name="go" data-x="1">
        Continue
      </Button>,
    );
    const el = button(view);
    expect(ref.current).toBe(el);
    expect(el.getAttribute('aria-describedby')).toBe('hint');
    expect(el.name).toBe('go');
    expect(el.dataset.x).toBe('1');
    click(el);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it.each(['primary', 'secondary', 'ghost', 'link', 'danger'] as const)(
    'renders the %s variant',
    (variant) => {
      const el = button(render(<Button variant={variant}>x</Button>));
      expect(el.dataset.variant).toBe(variant);
      expect(el.className).not.toBe('');
    },
  );

  it('gives variants, sizes and wide their own styles', () => {
    const classOf = (ui: ReactNode) => button(render(ui)).className;
    expect(classOf(<Button variant="primary">x</Button>)).not.toBe(
      classOf(<Button variant="secondary">x</Button>),
    );
    expect(classOf(<Button size="sm">x</Button>)).not.toBe(classOf(<Button size="lg">x</Button>));
    expect(classOf(<Button wide>x</Button>)).not.toBe(classOf(<Button>x</Button>));
  });

  it('while loading: aria-busy, a spinner, the label still names it, and clicks do nothing', () => {
    const onClick = vi.fn();
    const view = render(
      <Button loading onClick={onClick}>
        Pay 200 kr
      </Button>,
    );
    const el = button(view);
    expect(el.getAttribute('aria-busy')).toBe('true');
    expect(el.getAttribute('aria-disabled')).toBe('true');
    expect(el.querySelector('[data-spinner]')).not.toBeNull();
    expect(el.textContent).toBe('Pay 200 kr');
    // Stays focusable so keyboard focus is not lost when a request starts.
    expect(el.disabled).toBe(false);
    click(el);
    click(el);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('a loading submit button does not submit its form again', () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const view = render(
      <form>
        <Button type="submit" loading>
          Book
        </Button>
      </form>,
    );
    view.container.querySelector('form')!.addEventListener('submit', onSubmit);
    click(button(view));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('clicks work again once loading ends', () => {
    const onClick = vi.fn();
    const view = render(
      <Button loading onClick={onClick}>
        Go
      </Button>,
    );
    view.rerender(<Button onClick={onClick}>Go</Button>);
    expect(button(view).hasAttribute('aria-busy')).toBe(false);
    expect(button(view).querySelector('[data-spinner]')).toBeNull();
    click(button(view));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('disabled blocks clicks natively', () => {
    const onClick = vi.fn();
    const el = button(
      render(
        <Button disabled onClick={onClick}>
          Go
        </Button>,
      ),
    );
    expect(el.disabled).toBe(true);
    click(el);
    expect(onClick).not.toHaveBeenCalled();
  });
});
