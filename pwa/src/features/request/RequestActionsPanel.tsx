import { useState } from 'react';
import { MAX_MATCHED_PROVIDERS, type CustomerRequestSummary, type FieldError, type RequestEdit } from '@ledgerlink/shared-schema';
import { buttonClasses } from '../../ui/ButtonLink';
import { CloseRequestDialog } from './CloseRequestDialog';
import { EditRequestDialog } from './EditRequestDialog';
import type { ActionChoices } from './request-actions-view';

interface RequestActionsPanelProps {
  request: CustomerRequestSummary;
  choices: ActionChoices;
  openMatches: number;
  onAskMore: () => void;
  onEdit: (changes: RequestEdit) => Promise<FieldError[] | null>;
  onClose: (reason: string) => Promise<FieldError[] | null>;
}

/** What the customer can do with the whole request: more matches, their details, closing it. */
export function RequestActionsPanel({ request, choices, openMatches, onAskMore, onEdit, onClose }: RequestActionsPanelProps) {
  const [dialog, setDialog] = useState<'edit' | 'close'>();
  if (!choices.askMore && !choices.edit && !choices.close) return null;
  const closeDialog = (open: boolean) => setDialog(open ? dialog : undefined);
  const done = (errors: FieldError[] | null) => {
    if (!errors) setDialog(undefined);
    return errors;
  };
  return (
    <section aria-labelledby="request-actions" className="rounded-card border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id="request-actions" className="text-lg font-semibold text-ink">
        Manage your request
      </h2>
      <div className="mt-3 flex flex-col gap-3">
        {choices.askMore && (
          <div>
            <button type="button" className={`${buttonClasses('primary')} w-full`} onClick={onAskMore}>
              Ask for more matches
            </button>
            <p className="mt-1.5 text-sm text-muted">
              {openMatches === 0 ? 'Nobody is working on your request now.' : `${openMatches} of ${MAX_MATCHED_PROVIDERS} matches are still open.`} We offer it to professionals you have not
              been offered yet.
            </p>
          </div>
        )}
        {choices.edit && (
          <button type="button" className={`${buttonClasses('secondary')} w-full`} onClick={() => setDialog('edit')}>
            Change my details
          </button>
        )}
        {choices.close && (
          <button type="button" className={`${buttonClasses('ghost')} w-full`} onClick={() => setDialog('close')}>
            Close my request
          </button>
        )}
      </div>
      {dialog === 'edit' && <EditRequestDialog request={request} open onOpenChange={closeDialog} onSave={async (changes) => done(await onEdit(changes))} />}
      <CloseRequestDialog open={dialog === 'close'} onOpenChange={closeDialog} onClose={async (reason) => done(await onClose(reason))} />
    </section>
  );
}
