import { useState } from 'react';
import { type CustomerRequestSummary, type FieldError, type RequestEdit } from '@ledgerlink/shared-schema';
import { buttonClasses } from '../../ui/ButtonLink';
import { CloseRequestDialog } from './CloseRequestDialog';
import { EditRequestDialog } from './EditRequestDialog';
import type { ActionChoices } from './request-actions-view';

interface RequestActionsPanelProps {
  request: CustomerRequestSummary;
  choices: ActionChoices;
  onEdit: (changes: RequestEdit) => Promise<FieldError[] | null>;
  onClose: (reason: string) => Promise<FieldError[] | null>;
  onUpdatesByEmail: (subscribed: boolean) => void;
}

/** What the customer can do with the whole request: change their details, their update emails, close it. */
export function RequestActionsPanel({ request, choices, onEdit, onClose, onUpdatesByEmail }: RequestActionsPanelProps) {
  const [dialog, setDialog] = useState<'edit' | 'close'>();
  if (!choices.edit && !choices.close && choices.updatesByEmail === undefined) return null;
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
        {choices.updatesByEmail !== undefined && (
          <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 text-sm text-ink">
            <input
              type="checkbox"
              className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
              checked={choices.updatesByEmail}
              onChange={(event) => onUpdatesByEmail(event.target.checked)}
            />
            <span>
              <span className="font-medium">Email me when a professional replies</span>
              <span className="mt-0.5 block text-muted">At most one email an hour, with what changed.</span>
            </span>
          </label>
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
