import { describe, expect, it } from 'vitest';
import { widgetPath, widgetUrl } from '../../../../loader/iframe/widgetPath.ts';

const BASE = 'https://widget.example/cdn/';

describe('widgetPath / widgetUrl: the frame shows the widget on its own origin (issue 31)', () => {
  it.each([
    [
      'DESIGN §5 iframe: the start route with its prefill',
      { system: 'se_demo', unit: '1', guests: '2' },
      'https://widget.example/cdn/se_demo/1?guests=2',
    ],
    [
      'doc 1 §2 Query parameters read: both children names go to the frame, which applies the one rule',
      { system: 'se_demo', unit: '1', 'guests-children': '1', guestsChildren: '2', children: '3' },
      'https://widget.example/cdn/se_demo/1?children=3&guestsChildren=2',
    ],
    [
      'doc 1 §2 Query parameters read: an unreadable guests-children does not hide children',
      { system: 'se_demo', unit: '1', 'guests-children': 'two', children: '1' },
      'https://widget.example/cdn/se_demo/1?children=1&guestsChildren=two',
    ],
    [
      'DESIGN §5 payment return: the route as given',
      { route: '/se_demo/1/payment-confirmation/g-1?ChargeId=c' },
      'https://widget.example/cdn/se_demo/1/payment-confirmation/g-1?ChargeId=c',
    ],
    [
      'issue 31: a javascript: route is a path',
      { route: "/javascript:top.document.body.setAttribute('x',1),1/1/x" },
      "https://widget.example/cdn/javascript%3Atop.document.body.setAttribute('x'%2C1)%2C1/1/x",
    ],
    [
      'issue 31: a backslash host is a path',
      { route: '/\\\\evil.test/1/x' },
      'https://widget.example/cdn/%5C%5Cevil.test/1/x',
    ],
    [
      'issue 31: a protocol-relative route is a path',
      { route: '//evil.test/1/x' },
      'https://widget.example/cdn/evil.test/1/x',
    ],
    [
      'issue 31: an absolute URL as route is no route',
      { route: 'https://evil.test/1/x', system: 'se_demo', unit: '1' },
      'https://widget.example/cdn/se_demo/1',
    ],
    [
      'issue 31: a hostile system is a path segment',
      { system: 'https://evil.test', unit: '1' },
      'https://widget.example/cdn/https%3A%2F%2Fevil.test/1',
    ],
  ])('%s', (_case, options, expected) => {
    expect(widgetUrl(options, BASE)).toBe(expected);
    expect(widgetPath(options).startsWith('/')).toBe(false);
  });
});
