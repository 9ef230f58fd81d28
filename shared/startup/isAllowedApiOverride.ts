/**
 * Whether the stored API-base override (a developer's tool, doc 1 §7) may be used (issue 31):
 * any script of a venue's site can write local storage, so an override elsewhere would send
 * every later booking, card flow included, to whoever wrote it. Allowed: the widget's own
 * origin (that of `assetBase`, the folder the bundle came from) or localhost, and on an https
 * page only over https. Userinfo ('@'), a backslash or a space ends no host here, so
 * `https://widget.example@evil.test` is no disguise.
 */
export function isAllowedApiOverride(url: string, assetBase: string, pageProtocol: string) {
  const origin = /^https?:\/\/[^/?#\\@\s]+(?=[/?#]|$)/i.exec(url)?.[0].toLowerCase();
  if (!origin || (pageProtocol === 'https:' && origin.startsWith('http:'))) return false;
  return (
    assetBase.toLowerCase().startsWith(origin + '/') ||
    /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(origin)
  );
}
