/**
 * Addresses that carry a secret: any with a `key` query parameter (private links such as the
 * provider dashboard's), every dashboard page, and every review link (its token is in the path).
 * They are sent with `Referrer-Policy: no-referrer` by the server and by the service worker, so no
 * request names them in a Referer.
 */
export const isKeyedAddress = (pathname: string, search: string): boolean =>
  pathname.startsWith('/dashboard/') || pathname.startsWith('/review/') || new URLSearchParams(search).has('key');
