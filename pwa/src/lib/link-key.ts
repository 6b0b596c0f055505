/**
 * The secret of a private link (`?key=`, the provider dashboard link): moved from the address into
 * this page's memory when the app starts, before any other script runs and so before any request
 * it makes, so the key never reaches the history, a request line or a Referer. (Requests the HTML
 * itself starts come earlier; the server sends such pages with `Referrer-Policy: no-referrer`.)
 *
 * The key stays in memory until the page it came with has used it, also across failed tries (429,
 * network error), so "Try again" can still send it. Not sessionStorage: every script of the site
 * can read that and browsers write it to disk for session restore; a reload after a failed try
 * needs the link again, which is still valid.
 */

interface HeldKey {
  pathname: string;
  key: string;
}

let held: HeldKey | undefined;

type AddressWindow = { location: Pick<Location, 'href'>; history: Pick<History, 'state' | 'replaceState'> };

/** Takes `?key=` out of the address (same entry, same history state) and holds it for that page. */
export function takeLinkKey(win: AddressWindow = window): void {
  const url = new URL(win.location.href);
  if (!url.searchParams.has('key')) return;
  const key = url.searchParams.get('key');
  url.searchParams.delete('key');
  win.history.replaceState(win.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  held = key ? { pathname: url.pathname, key } : undefined;
}

/**
 * A private link followed inside the app (a success page's "Follow your request"): its key is held
 * for its page as if the app had opened on the link, and the address to navigate to is returned
 * without it, so the key never enters the history or the address bar.
 */
export function holdLinkKey(link: string): string {
  // Any base will do: only the path and query of a site-relative link are read.
  const url = new URL(link, 'https://site.invalid');
  const key = url.searchParams.get('key');
  url.searchParams.delete('key');
  if (key) held = { pathname: url.pathname, key };
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The key the app was opened with, if it was opened at `pathname` and the key has not been used up. */
export function linkKeyFor(pathname: string): string | undefined {
  return held?.pathname === pathname ? held.key : undefined;
}

/** The key got its answer (a session, or a refusal): nothing keeps it any longer. */
export function forgetLinkKey(): void {
  held = undefined;
}
