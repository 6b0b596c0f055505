import { UserPlus } from 'lucide-react';
import { MAX_MATCHED_PROVIDERS } from '@ledgerlink/shared-schema';
import { buttonClasses } from '../../ui/ButtonLink';

/** "Ask for more matches", beside the matches it adds to, while fewer than 3 are open. */
export function MoreMatchesPrompt({ openMatches, onAskMore }: { openMatches: number; onAskMore: () => void }) {
  return (
    <div className="flex flex-col gap-3 rounded-card border border-brand-100 bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-brand-900">
        <span className="font-semibold">
          {openMatches === 0 ? 'Nobody is working on your request now.' : `${openMatches} of your ${MAX_MATCHED_PROVIDERS} matches ${openMatches === 1 ? 'is' : 'are'} still open.`}
        </span>{' '}
        We can offer it to professionals who have not seen it yet.
      </p>
      <button type="button" className={`${buttonClasses('primary')} shrink-0`} onClick={onAskMore}>
        <UserPlus className="h-4 w-4" aria-hidden="true" />
        Ask for more matches
      </button>
    </div>
  );
}
