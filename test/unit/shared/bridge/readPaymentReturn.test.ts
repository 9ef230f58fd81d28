import { describe, expect, it } from 'vitest';
import { readPaymentReturn } from '../../../../shared/bridge/readPaymentReturn.ts';

const route = '/se_demo/1/payment-confirmation/g-1?guests=2&isNoShow=true';
const param = (value: string) => `bookingWidgetRoute=${encodeURIComponent(value)}`;

describe('readPaymentReturn', () => {
  it.each([
    [
      'DESIGN §5 payment return: the terminal parameters join the widget route, the host keeps its own',
      `?page=book&${param(route)}&ChargeId=c-9&Captured=true`,
      {
        route:
          '/se_demo/1/payment-confirmation/g-1?guests=2&isNoShow=true&ChargeId=c-9&Captured=true',
        system: 'se_demo',
        unit: '1',
        hostSearch: '?page=book',
      },
    ],
    [
      'doc2 §7 the return URL carries offerStartTime or paymentLink',
      `?${param('/se_demo/1/payment-confirmation/g-1')}&paymentLink=true&offerStartTime=2030-01-01T18%3A00%3A00Z`,
      {
        route:
          '/se_demo/1/payment-confirmation/g-1?offerStartTime=2030-01-01T18%3A00%3A00Z&paymentLink=true',
        system: 'se_demo',
        unit: '1',
        hostSearch: '',
      },
    ],
  ])('%s', (_case, search, expected) => {
    expect(readPaymentReturn(search)).toEqual(expected);
  });

  it.each([
    ['DESIGN §5 payment return: a plain host page', '?page=book'],
    ['DESIGN §5 payment return: an empty route', '?bookingWidgetRoute='],
    ['DESIGN §5 payment return: not a widget route', `?${param('https://evil.example/x/y/z')}`],
    ['DESIGN §5 payment return: only a venue, no route', `?${param('/se_demo/1')}`],
    [
      'issue 31: a javascript: system',
      `?${param("/javascript:top.document.body.setAttribute('x',1),1/1/x")}`,
    ],
    ['issue 31: a backslash host as the system', '?bookingWidgetRoute=/%5C%5Cevil.test/1/x'],
    ['issue 31: a protocol-relative route', `?${param('//evil.test/1/x')}`],
    ['issue 31: an encoded slash in the system', `?${param('/%2F%2Fevil.test/1/x')}`],
    ['issue 31: a system without a market prefix', `?${param('/evil/1/x')}`],
    ['issue 31: a unit that is not a number', `?${param('/se_demo/evil.test/x')}`],
  ])('%s: nothing to resume', (_case, search) => {
    expect(readPaymentReturn(search)).toBeNull();
  });

  it('issue 31: the route is rebuilt from encoded segments, a path on the widget origin', () => {
    const back = readPaymentReturn(`?${param('/se_demo/1/x:y/a\\b/%2F%2Fc')}`);
    expect(back?.route).toBe('/se_demo/1/x%3Ay/a%5Cb/%2F%2Fc');
  });
});
