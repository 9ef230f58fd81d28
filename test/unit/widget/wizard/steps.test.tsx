import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Settings } from '../../../../shared/contract/index.ts';
import { ChildrenStep } from '../../../../widget/wizard/ChildrenStep.tsx';
import { GuestsStep } from '../../../../widget/wizard/GuestsStep.tsx';
import { RequestGuestsForm } from '../../../../widget/wizard/RequestGuestsForm.tsx';
import { cleanup, render } from '../ui/render.tsx';
import { createTestWidget, fixture } from '../widgetHarness.tsx';

const base = fixture<Settings>('settings.response');
const settings = (over: Partial<Settings> = {}, meta: Partial<Settings['unitsMetaData']> = {}) =>
  ({
    ...base,
    ...over,
    unitsMetaData: { ...base.unitsMetaData, maxWebGuests: 8, ...meta },
  }) as Settings;

const buttons = (root: ParentNode) => [...root.querySelectorAll('button')];
const byName = (root: ParentNode, name: string) =>
  buttons(root).find((b) => (b.getAttribute('aria-label') ?? b.textContent) === name);

afterEach(cleanup);

describe('GuestsStep (doc 1 §2 Guests step)', () => {
  const widget = createTestWidget({ api: () => ({}) });

  it('doc1 §2: a 4-column grid of 1..maxWebGuests and a last max+1 + button', () => {
    const view = render(
      widget.wrap(<GuestsStep settings={settings()} onSelect={vi.fn()} onStartRequest={vi.fn()} />),
    );
    const texts = buttons(view.container).map((b) => b.textContent);
    expect(texts).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9 +']);
    expect(byName(view.container, '2 guests')).toBeTruthy();
    expect(byName(view.container, '9 or more guests')).toBeTruthy();
  });

  it('doc1 §2: choosing a size moves on with it', () => {
    const onSelect = vi.fn();
    const view = render(
      widget.wrap(
        <GuestsStep settings={settings()} onSelect={onSelect} onStartRequest={vi.fn()} />,
      ),
    );
    act(() => byName(view.container, '3 guests')!.click());
    expect(onSelect).toHaveBeenCalledWith(3);
  });

  it.each([
    ['doc1 §2: inquiries on: the message and the wide request button', true, 1],
    ['doc1 §2: inquiries off: only the message', false, 0],
  ])('%s', (_name, activateInquiry, requestButtons) => {
    const onSelect = vi.fn();
    const onStartRequest = vi.fn();
    const view = render(
      widget.wrap(
        <GuestsStep
          settings={settings(
            { activateInquiry },
            { messageExceededGuests: 'Call us for big groups' },
          )}
          onSelect={onSelect}
          onStartRequest={onStartRequest}
        />,
      ),
    );
    act(() => byName(view.container, '9 or more guests')!.click());
    expect(onSelect).not.toHaveBeenCalled();
    const request = buttons(view.container).filter(
      (b) => b.textContent === 'Send a booking request',
    );
    expect(request).toHaveLength(requestButtons);
    request[0]?.click();
    expect(onStartRequest).toHaveBeenCalledTimes(requestButtons);
  });
});

describe('ChildrenStep (doc 1 §2 Children step)', () => {
  const widget = createTestWidget({ api: () => ({}) });

  it.each([
    [1, ['0']],
    [4, ['0', '1', '2', '3']],
  ])('doc1 §2: for %i guests the picker offers 0 to guests − 1', (guests, expected) => {
    const onSelect = vi.fn();
    const view = render(widget.wrap(<ChildrenStep guests={guests} onSelect={onSelect} />));
    expect(buttons(view.container).map((b) => b.textContent)).toEqual(expected);
    act(() => buttons(view.container).at(-1)!.click());
    expect(onSelect).toHaveBeenCalledWith(guests - 1);
  });
});

describe('RequestGuestsForm (doc 1 §5 Booking request)', () => {
  const widget = createTestWidget({ api: () => ({}) });

  function type(input: HTMLInputElement, value: string) {
    act(() => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setter.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
  }

  it('doc1 §5: the guests field starts at maxWebGuests + 1, the party the 9 + option chose', () => {
    const onSubmit = vi.fn();
    const view = render(
      widget.wrap(<RequestGuestsForm settings={settings()} onSubmit={onSubmit} />),
    );
    const [guests] = [...view.container.querySelectorAll('input')] as HTMLInputElement[];
    expect(guests!.value).toBe('9');
    expect(guests!.min).toBe('9');
    act(() => view.container.querySelector('form')!.requestSubmit());
    expect(onSubmit).toHaveBeenCalledWith({ guests: 9, guestsChildren: 0 });
  });

  it('doc1 §5: guests below maxWebGuests + 1 show the minimum on blur and do not submit', () => {
    const onSubmit = vi.fn();
    const view = render(
      widget.wrap(<RequestGuestsForm settings={settings()} onSubmit={onSubmit} />),
    );
    const [guests] = [...view.container.querySelectorAll('input')] as HTMLInputElement[];
    type(guests!, '5');
    act(() => guests!.dispatchEvent(new FocusEvent('focusout', { bubbles: true })));
    expect(view.container.textContent).toContain('A request is for at least 9 guests');
    expect(guests!.getAttribute('aria-invalid')).toBe('true');
    act(() => view.container.querySelector('form')!.requestSubmit());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('doc1 §5: children at most guests − 1', () => {
    const onSubmit = vi.fn();
    const view = render(
      widget.wrap(<RequestGuestsForm settings={settings()} onSubmit={onSubmit} />),
    );
    const [guests, children] = [...view.container.querySelectorAll('input')] as HTMLInputElement[];
    type(guests!, '10');
    type(children!, '10');
    act(() => view.container.querySelector('form')!.requestSubmit());
    expect(view.container.textContent).toContain('At most 9 of the guests can be children');
    expect(onSubmit).not.toHaveBeenCalled();
    type(children!, '3');
    act(() => view.container.querySelector('form')!.requestSubmit());
    expect(onSubmit).toHaveBeenCalledWith({ guests: 10, guestsChildren: 3 });
  });
});
