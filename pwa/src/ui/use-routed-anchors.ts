import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Routes clicks on plain `<a href>` elements inside an element through the router: one handler on
 * a list instead of a router `<Link>` per item. A `<Link>` reads the router's location, so every
 * navigation re-renders each one, memoized cards or not; on the marketplace that was 50 links
 * re-rendered between a filter click and its new cards. Anything a
 * browser should handle itself (a modified or middle click, another origin, a target, a download)
 * is left to the browser, as `<Link>` leaves it.
 */
export function useRoutedAnchors(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(anchor instanceof HTMLAnchorElement) || !event.currentTarget.contains(anchor)) return;
    if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
    const url = new URL(anchor.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    navigate(`${url.pathname}${url.search}${url.hash}`);
  };
}
