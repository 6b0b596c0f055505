import { useState, type ReactNode } from 'react';
import { db } from '../../offline/db';
import { discardItem, replayNow, requestLinkOf, resendItem, useOutboxItems, type OutboxItem } from '../../offline/outbox';
import { ButtonLink, buttonClasses } from '../../ui/ButtonLink';
import { useOnlineStatus } from '../../ui/form/useOnlineStatus';
import { PageLoading } from '../../ui/PageLoading';
import { RequestPageLink } from '../../ui/RequestPageLink';
import { usePageMeta } from '../../ui/usePageMeta';
import { editPath, groupOutbox, itemLabel, stateText } from './outbox-view';

/** The outbox panel (ARCHITECTURE §2): every queued write and its state, with resend, edit and discard. */
export default function OutboxPage() {
  usePageMeta({ title: 'Outbox', description: 'Requests saved on this device and their state.', noindex: true });
  const items = useOutboxItems();
  const online = useOnlineStatus();
  if (!items) return <PageLoading />;
  const { waiting, attention, sent } = groupOutbox(items);

  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Outbox</h1>
      <p className="mt-2 text-muted">Requests you made on this device. Nothing here is lost: each stays until the server accepts it or you discard it.</p>
      {items.length === 0 ? <p className="mt-8 rounded-card border border-slate-200 bg-white p-6 text-center text-muted">Your outbox is empty.</p> : null}

      <OutboxGroup title="Needs your attention" items={attention} />
      <OutboxGroup
        title="Waiting to send"
        items={waiting}
        action={
          waiting.length > 0 && online ? (
            <button type="button" className={buttonClasses('secondary')} onClick={() => void replayNow()}>
              Send now
            </button>
          ) : null
        }
      />
      <OutboxGroup title="Sent" items={sent} />

      <ButtonLink to="/" variant="secondary" className="mt-10">
        Back to Home
      </ButtonLink>
    </section>
  );
}

function OutboxGroup({ title, items, action = null }: { title: string; items: OutboxItem[]; action?: ReactNode }) {
  if (items.length === 0) return null;
  return (
    <section aria-label={title} className="mt-8">
      <div className="flex items-center justify-between gap-4">
        <h2 className="text-lg font-semibold text-ink">
          {title} ({items.length})
        </h2>
        {action}
      </div>
      <ul className="mt-3 flex flex-col gap-3">
        {items.map((item) => (
          <OutboxEntry key={item.id} item={item} />
        ))}
      </ul>
    </section>
  );
}

function OutboxEntry({ item }: { item: OutboxItem }) {
  const [confirming, setConfirming] = useState(false);
  const attention = item.state === 'invalid' || item.state === 'conflict' || item.state === 'rejected';
  const edit = attention ? editPath(item) : null;
  // A sent form's answer links the customer's request page.
  const requestLink = requestLinkOf(item);
  const resend = async () => {
    await resendItem(db, item.id);
    await replayNow();
  };

  return (
    <li className="rounded-card border border-slate-200 bg-white p-4 shadow-sm">
      <p className="font-semibold text-ink">{itemLabel(item)}</p>
      <p className="text-sm text-muted">
        {stateText(item)} · queued {new Date(item.createdAt).toLocaleString()}
        {item.sentAt ? ` · sent ${new Date(item.sentAt).toLocaleString()}` : ''}
      </p>
      {attention ? (
        <div className="mt-2 text-sm text-red-800">
          {item.lastError && item.fieldErrors.length === 0 ? <p>{item.lastError}</p> : null}
          {item.fieldErrors.length > 0 ? (
            <ul className="list-disc pl-5">
              {item.fieldErrors.map((error) => (
                <li key={`${error.path}:${error.message}`}>{error.message}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}

      {confirming ? (
        <div role="alertdialog" aria-label="Discard this request?" className="mt-3 flex flex-wrap items-center gap-3 rounded-lg bg-red-50 p-3 text-sm text-red-900">
          <span>Discard this request? It will never be sent.</span>
          <button type="button" className={buttonClasses('primary')} onClick={() => void discardItem(db, item.id)}>
            Yes, discard
          </button>
          <button type="button" className={buttonClasses('secondary')} onClick={() => setConfirming(false)}>
            Keep it
          </button>
        </div>
      ) : item.state !== 'sending' ? (
        <div className="mt-3 flex flex-wrap gap-2">
          {attention ? (
            <button type="button" className={buttonClasses('secondary')} onClick={() => void resend()}>
              Resend
            </button>
          ) : null}
          {edit ? (
            <ButtonLink to={edit} variant="secondary">
              Edit
            </ButtonLink>
          ) : null}
          {requestLink ? (
            <RequestPageLink link={requestLink} className={buttonClasses('primary')}>
              Follow your request
            </RequestPageLink>
          ) : null}
          <button type="button" className={buttonClasses('secondary')} onClick={() => setConfirming(true)}>
            {item.state === 'sent' ? 'Remove' : 'Discard'}
          </button>
        </div>
      ) : null}
    </li>
  );
}
