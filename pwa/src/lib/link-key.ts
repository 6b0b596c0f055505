/**
 * The secret of a private link (`?key=`, the provider dashboard link; `?signin=`, a one-time
 * dashboard sign-in link): moved from the address into this page's memory when the app starts,
 * before any other script runs and so before any request it makes, so the secret never reaches the
 * history, a request line or a Referer. (Requests the HTML itself starts come earlier; the server
 * sends such pages with `Referrer-Policy: no-referrer`.)
 *
 * The secret stays in memory until the page it came with has used it, also across failed tries (429,
 * network error), so "Try again" can still send it. Not sessionStorage: every script of the site
 * can read that and browsers write it to disk for session restore; a reload after a failed try
 * needs the link again, which is still valid.
 */

/** What a link carries: a key, or a one-time sign-in token (`signin`), the names the session endpoints take. */
export type LinkSecret = { key: string } | { signin: string };

const SECRET_PARAMS = ['key', 'signin'] as const;

interface HeldKey {
  pathname: string;
  secret: LinkSecret;
}

let held: HeldKey | undefined;

type AddressWindow = { location: Pick<Location, 'href'>; history: Pick<History, 'state' | 'replaceState'> };

/** Takes `?key=` and `?signin=` out of the address (same entry, same history state) and holds the secret for that page. */
export function takeLinkKey(win: AddressWindow = window): void {
  const url = new URL(win.location.href);
  if (!SECRET_PARAMS.some((name) => url.searchParams.has(name))) return;
  const key = url.searchParams.get('key');
  const signin = url.searchParams.get('signin');
  for (const name of SECRET_PARAMS) url.searchParams.delete(name);
  win.history.replaceState(win.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  held = key ? { pathname: url.pathname, secret: { key } } : signin ? { pathname: url.pathname, secret: { signin } } : undefined;
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
  if (key) held = { pathname: url.pathname, secret: { key } };
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The key the app was opened with, if it was opened at `pathname` and the key has not been used up. */
export function linkKeyFor(pathname: string): string | undefined {
  const secret = linkSecretFor(pathname);
  return secret && 'key' in secret ? secret.key : undefined;
}

/** The key or sign-in token the app was opened with at `pathname`, until it is used up. */
export function linkSecretFor(pathname: string): LinkSecret | undefined {
  return held?.pathname === pathname ? held.secret : undefined;
}

/** The secret got its answer (a session, or a refusal): nothing keeps it any longer. */
export function forgetLinkKey(): void {
  held = undefined;
}
