import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import './index.css';
import { registerServiceWorker } from './app/sw-registration';

const container = document.getElementById('root');
if (!container) throw new Error('LedgerLink: #root element missing from index.html');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

registerServiceWorker();
// Catalogue sync, outbox replay and storage persistence (app/background-work.ts): after the load
// event and as their own chunk, so a first visit's own requests and rendering come first (issue 10).
const startBackgroundWork = () =>
  void import('./app/background-work')
    .then(({ startBackgroundWork: start }) => start())
    .catch((error: unknown) => console.error('Offline work could not start', error));
if (document.readyState === 'complete') startBackgroundWork();
else window.addEventListener('load', startBackgroundWork, { once: true });
