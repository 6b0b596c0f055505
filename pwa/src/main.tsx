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
// Catalogue sync and storage persistence: after the load event and as their own chunk, so a first
// visit's own requests and rendering come first (issue 10) and Dexie's chunk comes after them.
window.addEventListener('load', () => void import('./app/background-work').then(({ startBackgroundWork }) => startBackgroundWork()), { once: true });
