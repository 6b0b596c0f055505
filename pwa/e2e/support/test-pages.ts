import { mkdir } from 'node:fs/promises';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { RealApp } from './real-app';
import { openServerData, type ServerData } from './server-data';

export interface TestPages {
  /** The server's database and mail sink (read inside tests, not at import). */
  data: ServerData;
  /** A page in a browser context of its own: another device, with its own cookies and storage. */
  newPage(width: number, height: number): Promise<Page>;
  /** A screenshot into `shotsDir` (a whole page, or one element centred clear of the sticky header); nothing when unset. */
  shoot(target: Page | Locator, name: string): Promise<void>;
}

/** The devices of one browser test file against `app`, closed after the file. */
export function useTestPages(app: RealApp, shotsDir: string | undefined): TestPages {
  const contexts: BrowserContext[] = [];
  const pages: TestPages = {
    data: undefined as unknown as ServerData,
    async newPage(width, height) {
      const context = await app.browser.newContext({ viewport: { width, height } });
      contexts.push(context);
      return context.newPage();
    },
    async shoot(target, name) {
      if (!shotsDir) return;
      const whole = 'goto' in target;
      const decline = (whole ? target : target.page()).getByRole('button', { name: 'Decline', exact: true });
      if (await decline.isVisible()) await decline.click();
      if (!whole) await target.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await target.screenshot({ path: `${shotsDir}/${name}.png`, ...(whole ? { fullPage: true } : {}) });
    },
  };
  beforeAll(async () => {
    pages.data = await openServerData(app.server);
    if (shotsDir) await mkdir(shotsDir, { recursive: true });
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await pages.data?.close();
  });
  return pages;
}
