import { describe, expect, it } from 'vitest';
import { isHttpsUrl } from '../../../../shared/bridge/isHttpsUrl.ts';

describe('isHttpsUrl', () => {
  it.each([
    ['DESIGN §5 load script: https with a path', 'https://cdn.example.com/chat.js', true],
    ['DESIGN §5 load script: https with a query', 'https://cdn.example.com/a.js?v=2', true],
    ['DESIGN §5 load script: https with a port', 'https://cdn.example.com:8443/a.js', true],
    ['DESIGN §5 load script: http refused', 'http://cdn.example.com/a.js', false],
    ['DESIGN §5 load script: protocol-relative refused', '//cdn.example.com/a.js', false],
    ['DESIGN §5 load script: relative refused', '/a.js', false],
    ['DESIGN §5 load script: javascript: refused', 'javascript:alert(1)', false],
    ['DESIGN §5 load script: data: refused', 'data:text/javascript,alert(1)', false],
    ['DESIGN §5 load script: credentials trick refused', 'https://user@evil.example/a.js', false],
    ['DESIGN §5 load script: no host refused', 'https:///a.js', false],
    ['DESIGN §5 load script: spaces refused', 'https://cdn.example.com/a b.js', false],
    ['DESIGN §5 load script: not a string', 42, false],
  ])('%s', (_case, url, ok) => {
    expect(isHttpsUrl(url)).toBe(ok);
  });
});
