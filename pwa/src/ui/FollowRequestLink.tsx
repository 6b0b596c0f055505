import { ArrowRight, ListChecks } from 'lucide-react';
import { useRequestLink } from '../offline/outbox';
import { buttonClasses } from './ButtonLink';
import { RequestPageLink } from './RequestPageLink';

/**
 * "Follow your request": the customer's private request page, linked once the server has answered
 * the form's outbox item (at once online; after an offline submit, when the item is sent).
 */
export function FollowRequestLink({ outboxId, className = '' }: { outboxId: string | undefined; className?: string }) {
  const link = useRequestLink(outboxId);
  if (!link) return null;
  return (
    <div className={`rounded-card border border-brand-100 bg-brand-50 p-4 text-left ${className}`}>
      <p className="flex items-start gap-2 font-semibold text-ink">
        <ListChecks className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
        See who was matched with you and whether they replied, on your private request page.
      </p>
      <RequestPageLink link={link} className={`${buttonClasses('primary')} mt-3 w-full sm:w-auto`}>
        Follow your request
        <ArrowRight className="h-4 w-4" aria-hidden="true" />
      </RequestPageLink>
    </div>
  );
}
