import type { MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { holdLinkKey } from '../lib/link-key';

/**
 * A link to a customer's private request page (`/request/{id}?key=…`). A plain click keeps the key
 * out of the history: it is held in memory for the page (lib/link-key.ts holdLinkKey) and the app
 * navigates without it; a link opened in a new tab carries it, and that tab drops it from its
 * address before anything else.
 */
export function RequestPageLink({ link, className, children }: { link: string; className: string; children: ReactNode }) {
  const navigate = useNavigate();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(holdLinkKey(link));
  };
  return (
    <a href={link} onClick={follow} className={className}>
      {children}
    </a>
  );
}
