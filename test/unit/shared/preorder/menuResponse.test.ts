import { describe, expect, it } from 'vitest';
import { MenuRespondRequestSchema, validate } from '../../../../shared/contract/index.ts';
import { menuResponse } from '../../../../shared/preorder/menuResponse.ts';
import { group, T } from './fixtures.ts';

const menu = {
  publicId: 'menu-julbord',
  groups: [
    group(T.ViewOnly, [0], { name: 'About' }),
    group(T.SingleChoice, [0, 1], { name: 'Seating' }),
    group(T.AmountChoice, [2, 0], { name: 'Snaps' }),
  ],
};

describe('menuResponse', () => {
  it('doc1 §7 Respond: one response, orderable groups by position, zeros included', () => {
    expect(menuResponse(menu, 'guid-1')).toEqual([
      {
        publicId: 'menu-julbord',
        bookingGuid: 'guid-1',
        groups: [
          {
            index: 1,
            name: 'Seating',
            items: [
              { articleID: 1, quantity: 0 },
              { articleID: 2, quantity: 1 },
            ],
          },
          {
            index: 2,
            name: 'Snaps',
            items: [
              { articleID: 1, quantity: 2 },
              { articleID: 2, quantity: 0 },
            ],
          },
        ],
      },
    ]);
  });

  it('doc1 §7 Respond: the body survives JSON and passes the contract', () => {
    const body = menuResponse(menu, 'guid-1');
    const copy: unknown = JSON.parse(JSON.stringify(structuredClone(body)));
    expect(copy).toEqual(body);
    expect(validate(MenuRespondRequestSchema, copy).ok).toBe(true);
  });
});
