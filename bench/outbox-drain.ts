/**
 * Time to drain 100 queued writes after reconnect: headless Chromium with the real
 * service worker against the real server (demo data), 100 questionnaires saved in the outbox while
 * offline, then the connection returns and the clock runs until every one is `sent`. The rows are
 * written as the app writes them (pwa/e2e/support/queued-rows.ts); the replay that sends
 * them is the app's, started by the browser's `online` event.
 *
 * Run alone with `npx tsx bench/outbox-drain.ts` (needs a built pwa/dist; `npm run bench` builds it
 * in its Lighthouse part first). Numbers are printed, never asserted.
 */
import { pathToFileURL } from 'node:url';
import { launchBrowser } from '../pwa/e2e/support/browser';
import { queuedRow, storeQueuedRows } from '../pwa/e2e/support/queued-rows';
import { startServer } from '../pwa/e2e/support/server';

const WRITES = 100;

/** A questionnaire of its own email, queued as the app queues one. */
const queuedQuestionnaire = (seq: number) =>
  queuedRow('questionnaire', {
    needsType: 'personal',
    primaryServices: ['Income tax'],
    clientType: 'I want a new accountant',
    age: '31-40',
    email: `drain-${seq}@bench.example`,
    country: 'United Kingdom',
    mobileNumber: '07700 900123',
  });

export async function benchOutboxDrain(): Promise<{ metric: string; value: string }[]> {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(server.url);
    // Controlled by the worker, and the app has opened its database (the replay starts after load).
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
      while (!(await indexedDB.databases()).some((database) => database.name === 'ledgerlink')) await new Promise((resolve) => setTimeout(resolve, 50));
    });
    await context.setOffline(true);
    await storeQueuedRows(page, Array.from({ length: WRITES }, (_, index) => queuedQuestionnaire(index + 1)));

    const started = Date.now();
    await context.setOffline(false);
    // A plain loop: tsx names inner arrow functions with a helper the page does not have.
    const sent = await page.evaluate(async (total) => {
      const giveUpAt = Date.now() + 120_000;
      for (;;) {
        const count = await new Promise<number>((resolve, reject) => {
          const open = indexedDB.open('ledgerlink');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const request = open.result.transaction('outbox').objectStore('outbox').index('state').count('sent');
            request.onsuccess = () => {
              open.result.close();
              resolve(request.result);
            };
          };
        });
        if (count >= total || Date.now() > giveUpAt) return count;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }, WRITES);
    const seconds = (Date.now() - started) / 1000;
    if (sent < WRITES) throw new Error(`only ${sent} of ${WRITES} queued writes were sent within two minutes`);
    return [{ metric: `drain ${sent} queued writes after reconnect (Chromium, service worker, questionnaires)`, value: `${seconds.toFixed(1)} s (${(sent / seconds).toFixed(1)} writes/s)` }];
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const row of await benchOutboxDrain()) console.log(`${row.metric}  ${row.value}`);
}
