// First: takes a private link's key out of the address before anything else can start a request.
import './app/take-link-key';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import './index.css';
import { onPageSettled } from './lib/page-settled';
import { registerServiceWorker } from './app/sw-registration';

const container = document.getElementById('root');
if (!container) throw new Error('LedgerLink: #root element missing from index.html');

// As a transition, React renders the first page in slices of a few milliseconds, yielding to the
// browser between them, instead of in one task that blocks a phone's main thread.
startTransition(() =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);

registerServiceWorker();
// Catalogue sync, outbox replay and storage persistence (app/background-work.ts), as their own
// chunk once the first page has settled; queued writes still go at once from the form that queued them.
onPageSettled(
  () =>
    void import('./app/background-work')
      .then(({ startBackgroundWork }) => startBackgroundWork())
      .catch((error: unknown) => console.error('Offline work could not start', error)),
);
