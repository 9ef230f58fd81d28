/**
 * At least 150 XSS payloads: classic vectors, each also wrapped to slip past naive filters
 * (attribute break-outs, encoded, split tags). Every one sets window.__pwned when it runs.
 */
const vectors = [
  '<script>window.__pwned=1</script>',
  '<img src=x onerror="window.__pwned=1">',
  '<svg onload="window.__pwned=1">',
  '<svg><script>window.__pwned=1</script></svg>',
  '<iframe src="javascript:window.top.__pwned=1"></iframe>',
  '<iframe srcdoc="<script>parent.__pwned=1</script>"></iframe>',
  '<a href="javascript:window.__pwned=1">x</a>',
  '<a href="JaVaScRiPt:window.__pwned=1">x</a>',
  '<a href="&#106;avascript:window.__pwned=1">x</a>',
  '<a href="data:text/html,<script>window.__pwned=1</script>">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="http://evil.example/">plain http</a>',
  '<a href="//evil.example/">protocol relative</a>',
  '<body onload="window.__pwned=1">',
  '<details open ontoggle="window.__pwned=1">',
  '<input autofocus onfocus="window.__pwned=1">',
  '<video><source onerror="window.__pwned=1"></video>',
  '<audio src=x onerror="window.__pwned=1">',
  '<object data="javascript:window.__pwned=1"></object>',
  '<embed src="javascript:window.__pwned=1">',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__pwned=1">',
  '<form action="javascript:window.__pwned=1"><button>x</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__pwned=1">',
  '<style>@import "javascript:window.__pwned=1";</style>',
  '<div style="background:url(javascript:window.__pwned=1)">x</div>',
  '<marquee onstart="window.__pwned=1">x</marquee>',
  '<noscript><p title="</noscript><img src=x onerror=window.__pwned=1>">',
  '<template><img src=x onerror="window.__pwned=1"></template>',
  '"><img src=x onerror=window.__pwned=1>',
  "'-window.__pwned=1-'",
];
const wrappers = [
  (v: string) => v,
  (v: string) => `"'>${v}`,
  (v: string) => `text ${v} more`,
  (v: string) => v.replace(/</g, '<\u0000'),
  (v: string) => `<a href="https://ok.example/">ok</a><br>${v}`,
];
export const XSS_PAYLOADS: string[] = vectors.flatMap((v) => wrappers.map((wrap) => wrap(v)));
