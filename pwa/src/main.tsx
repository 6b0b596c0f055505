import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import './index.css';
import { startOutboxReplayAfterLoad } from './app/outbox-replay-start';
import { registerServiceWorker } from './app/sw-registration';

const container = document.getElementById('root');
if (!container) throw new Error('LedgerLink: #root element missing from index.html');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

registerServiceWorker();
startOutboxReplayAfterLoad();
