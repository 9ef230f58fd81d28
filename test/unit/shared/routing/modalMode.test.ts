import { describe, expect, it } from 'vitest';
import type { ElementMode } from '../../../../shared/element/elementAttributes.ts';
import { modalMode } from '../../../../shared/routing/modalMode.ts';

describe('modalMode', () => {
  it.each<[string, ElementMode, string, boolean]>([
    ['doc 1 §6: the full page with isModal=true is a modal', 'page', '?isModal=true', true],
    [
      'doc 1 §6: isModal=1 is on, as every query flag (doc 1 §2)',
      'page',
      '?guests=2&isModal=1',
      true,
    ],
    ['doc 1 §6: isModal=TRUE is on', 'page', '?isModal=TRUE', true],
    ['doc 1 §6: the full page without isModal is no modal', 'page', '?guests=2', false],
    ['doc 1 §6: isModal=false is no modal', 'page', '?isModal=false', false],
    ['doc 1 §6: an unreadable isModal is no modal', 'page', '?isModal=yes', false],
    [
      'doc 2 §2 Header: the loader\'s modal (mode="modal") is one without the flag',
      'modal',
      '',
      true,
    ],
    ['doc 1 §6: an inline widget is no modal', 'inline', '', false],
    [
      'doc 1 §6: an inline widget whose start address says isModal=true is one',
      'inline',
      '?isModal=true',
      true,
    ],
  ])('%s', (_name, mode, search, expected) => {
    expect(modalMode(mode, search)).toBe(expected);
  });
});
