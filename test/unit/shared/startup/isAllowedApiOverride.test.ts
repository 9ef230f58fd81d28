import { describe, expect, it } from 'vitest';
import { isAllowedApiOverride } from '../../../../shared/startup/isAllowedApiOverride.ts';

const WIDGET = 'https://widget.example/v1/';

describe('isAllowedApiOverride: the stored API base is a developer tool, not a skimmer (issue 31)', () => {
  it.each([
    ['doc1 §7 the widget origin, another path', 'https://widget.example/api/v2', 'https:'],
    ['doc1 §7 the widget origin, any case', 'HTTPS://Widget.Example/api/v1', 'https:'],
    ['doc1 §7 localhost over https on an https page', 'https://localhost:8443/api/v1', 'https:'],
    ['doc1 §7 localhost over http on an http page', 'http://localhost:8080/api/v1', 'http:'],
    ['doc1 §7 127.0.0.1 over http on an http page', 'http://127.0.0.1:8080/api/v1', 'http:'],
    ['doc1 §7 [::1] on an http page', 'http://[::1]:8080/api/v1', 'http:'],
  ])('%s: honoured', (_case, url, protocol) => {
    expect(isAllowedApiOverride(url, WIDGET, protocol)).toBe(true);
  });

  it.each([
    ['issue 31 another origin', 'http://evil.test/api/v1', 'http:'],
    ['issue 31 another origin over https', 'https://evil.test/api/v1', 'https:'],
    ['issue 31 the widget host on another port', 'https://widget.example:8443/api', 'https:'],
    ['issue 31 the widget host over http on an https page', 'http://widget.example/api', 'https:'],
    ['issue 31 localhost over http on an https page', 'http://localhost:8080/api/v1', 'https:'],
    ['issue 31 userinfo disguise', 'https://widget.example@evil.test/api', 'https:'],
    ['issue 31 backslash host', 'https://widget.example\\@evil.test/api', 'https:'],
    ['issue 31 a look-alike subdomain', 'https://widget.example.evil.test/api', 'https:'],
    ['issue 31 localhost as a subdomain', 'https://localhost.evil.test/api', 'https:'],
    ['issue 31 protocol-relative', '//widget.example/api', 'https:'],
    ['issue 31 javascript:', 'javascript:alert(1)//widget.example', 'https:'],
    ['issue 31 data:', 'data:text/plain,widget.example', 'https:'],
    ['issue 31 empty', '', 'https:'],
  ])('%s: refused', (_case, url, protocol) => {
    expect(isAllowedApiOverride(url, WIDGET, protocol)).toBe(false);
  });
});
