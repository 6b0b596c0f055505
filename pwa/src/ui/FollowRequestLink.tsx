import { ArrowRight, ListChecks } from 'lucide-react';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { holdLinkKey } from '../lib/link-key';
import { useRequestLink } from '../offline/outbox';
import { buttonClasses } from './ButtonLink';

/**
 * "Follow your request": the customer's private request page, linked once the server has answered
 * the form's outbox item (at once online; after an offline submit, when the item is sent). A plain
 * click keeps the key out of the history (lib/link-key.ts holdLinkKey); a link opened in a new tab
 * carries it, and that tab drops it from its address before anything else.
 */
export function FollowRequestLink({ outboxId, className = '' }: { outboxId: string | undefined; className?: string }) {
  const link = useRequestLink(outboxId);
  const navigate = useNavigate();
  if (!link) return null;
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(holdLinkKey(link));
  };
  return (
    <div className={`rounded-card border border-brand-100 bg-brand-50 p-4 text-left ${className}`}>
      <p className="flex items-start gap-2 font-semibold text-ink">
        <ListChecks className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
        See who was matched with you and whether they replied, on your private request page.
      </p>
      <a href={link} onClick={follow} className={`${buttonClasses('primary')} mt-3 w-full sm:w-auto`}>
        Follow your request
        <ArrowRight className="h-4 w-4" aria-hidden="true" />
      </a>
    </div>
  );
}
