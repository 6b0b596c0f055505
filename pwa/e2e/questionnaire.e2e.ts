import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useRealApp } from './support/real-app';
import { eventually } from './support/server-data';

// The guided questionnaire against the real server: step rules, personal skips, resume after a
// reload (IndexedDB draft), submission and the thank-you page.
describe('the guided questionnaire (real server, demo data, Chromium)', () => {
  const app = useRealApp();
  let context: BrowserContext;

  // A fresh profile per test (no leftover draft); the service worker is kept out so page.route
  // sees every API call.
  async function openQuestionnaire(path = '/find-accountant'): Promise<Page> {
    await context?.close();
    context = await app.browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(`${app.server.url}${path}`);
    await heading(page, 'I need some help with');
    return page;
  }

  const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
  const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue', exact: true });
  const submitButton = (page: Page) => page.getByRole('button', { name: 'Submit Application' });

  async function expectBlockedUntil(page: Page, satisfy: () => Promise<void>): Promise<void> {
    expect(await continueButton(page).isDisabled()).toBe(true);
    await satisfy();
    expect(await continueButton(page).isEnabled()).toBe(true);
  }

  async function next(page: Page, nextHeading: string): Promise<void> {
    await continueButton(page).click();
    await heading(page, nextHeading);
  }

  const radio = (page: Page, name: string | RegExp) => page.getByRole('radio', { name, exact: typeof name === 'string' });
  const checkbox = (page: Page, name: string) => page.getByRole('checkbox', { name, exact: true });

  interface SavedDraft {
    step: string;
    answers: Record<string, unknown>;
  }
  /** This device's saved draft (IndexedDB as Dexie stores it), or null for none yet. */
  const savedDraft = (page: Page) =>
    page.evaluate(async () => {
      // Never opened by name before Dexie made it: opening a missing database would create it empty.
      if (!(await indexedDB.databases()).some((database) => database.name === 'ledgerlink')) return null;
      return new Promise<SavedDraft | null>((resolve, reject) => {
        const open = indexedDB.open('ledgerlink');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const database = open.result;
          if (!database.objectStoreNames.contains('questionnaireDrafts')) {
            database.close();
            return resolve(null);
          }
          const read = database.transaction('questionnaireDrafts').objectStore('questionnaireDrafts').get('current');
          read.onsuccess = () => {
            database.close();
            resolve((read.result as SavedDraft | undefined) ?? null);
          };
          read.onerror = () => reject(read.error);
        };
      });
    });
  /**
   * Drafts are saved after a short debounce (or as the page closes), and a slow machine may save an
   * earlier state first: waits until the saved draft is at `step` with `answers` among its answers.
   */
  const waitForDraft = (page: Page, step: string, answers: Record<string, unknown> = {}) =>
    eventually(
      () => savedDraft(page),
      (draft) => draft?.step === step && Object.entries(answers).every(([name, value]) => JSON.stringify(draft.answers[name]) === JSON.stringify(value)),
      15_000,
    );

  it('takes a business customer through all thirteen steps, resumes after a reload and submits', async () => {
    const page = await openQuestionnaire();
    expect(await page.getByRole('link', { name: 'Search our marketplace directly' }).getAttribute('href')).toBe('/marketplace');
    expect(await page.getByRole('button', { name: 'Previous' }).count()).toBe(0);

    await expectBlockedUntil(page, () => radio(page, /My business/).check());
    await next(page, "In particular I'd like help on");
    await expectBlockedUntil(page, () => checkbox(page, 'Bookkeeping').check());
    await next(page, 'What other services do you require?');
    expect(await continueButton(page).isEnabled()).toBe(true);
    await checkbox(page, 'Payroll services').check();
    await next(page, 'Thanks! Which of these describes you best?');
    await expectBlockedUntil(page, () => radio(page, 'I want a new accountant').check());
    await next(page, 'Please describe your business');
    await expectBlockedUntil(page, () => radio(page, 'Limited').check());

    // Step 5: reload and resume here with every earlier answer kept.
    await waitForDraft(page, 'business-type', { businessType: 'Limited' });
    await page.reload();
    await heading(page, 'Please describe your business');
    expect(await radio(page, 'Limited').isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Previous' }).click();
    await heading(page, 'Thanks! Which of these describes you best?');
    expect(await radio(page, 'I want a new accountant').isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Previous' }).click();
    await heading(page, 'What other services do you require?');
    expect(await checkbox(page, 'Payroll services').isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Previous' }).click();
    await heading(page, "In particular I'd like help on");
    expect(await checkbox(page, 'Bookkeeping').isChecked()).toBe(true);
    await next(page, 'What other services do you require?');
    await next(page, 'Thanks! Which of these describes you best?');
    await next(page, 'Please describe your business');

    await next(page, 'What is your annual turnover?');
    await expectBlockedUntil(page, () => radio(page, '$51k-$100k').check());
    await next(page, 'What industry is your business in?');
    await expectBlockedUntil(page, () => page.getByPlaceholder('Enter your industry').fill('Retail'));
    await next(page, 'Which accounting software do you use?');
    expect(await continueButton(page).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Skip this question' }).click(); // stores "Not specified"
    await heading(page, 'Please tell us what you need help with');
    expect(await continueButton(page).isEnabled()).toBe(true);
    await page.getByRole('textbox').fill('Monthly bookkeeping for a small shop.');
    await next(page, 'How old are you?');
    await expectBlockedUntil(page, () => radio(page, '31-40').check());
    await next(page, 'Where are you based?');
    await expectBlockedUntil(page, async () => void (await page.getByLabel('Country').selectOption('United Kingdom')));
    await page.getByLabel('City').fill('Leeds');
    await next(page, 'Almost done. Where should we send your match?');
    expect(await continueButton(page).isDisabled()).toBe(true);
    // A typed answer the shared rule refuses is refused here, in its words, with the field focused.
    await page.getByLabel('Email address').fill('a@');
    await continueButton(page).click();
    await page.getByRole('alert').filter({ hasText: 'Please enter a valid email address' }).waitFor();
    await heading(page, 'Almost done. Where should we send your match?');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');
    await page.getByLabel('Email address').fill('owner@example.com');
    await next(page, 'Finally, what is your mobile number?');

    expect(await page.textContent('main')).toContain('635 people did this in the past 24 hours');
    expect(await submitButton(page).isDisabled()).toBe(true);
    await page.getByLabel('Mobile number').fill('07700 900123');
    await page.getByRole('checkbox', { name: /occasional emails/ }).click();
    expect(await page.getByRole('checkbox', { name: /occasional emails/ }).getAttribute('aria-checked')).toBe('true');

    const response = page.waitForResponse((res) => res.url().endsWith('/api/customer-onboarding'));
    await submitButton(page).click();
    const sent = await response;
    expect(sent.status()).toBe(201);
    expect(sent.request().headers()['idempotency-key']).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    expect(sent.request().postDataJSON()).toMatchObject({
      needsType: 'business',
      country: 'United Kingdom',
      city: 'Leeds',
      primaryServices: ['Bookkeeping'],
      additionalServices: ['Payroll services'],
      businessType: 'Limited',
      industry: 'Retail',
      accountingSoftware: 'Not specified',
      emailUpdates: true,
    });
    await page.waitForURL(/\/onboarding-success$/);
    await heading(page, 'Thank You!');
    expect(await page.textContent('main')).toContain('Expect to hear from us within 24 hours!');

    // The draft is gone: the questionnaire starts over.
    await page.goto(`${app.server.url}/find-accountant`);
    await heading(page, 'I need some help with');
    expect(await radio(page, /My business/).isChecked()).toBe(false);
  });

  it('resumes a draft the device kept before it noted having one, unless the visitor has already started', async () => {
    const page = await openQuestionnaire();
    await radio(page, /Personal tax & finances/).check();
    await next(page, "In particular I'd like help on");
    await waitForDraft(page, 'primary-services');
    // A draft saved by a version without the note: the page opens at once and looks for it once settled.
    const forgetNote = () => page.evaluate(() => localStorage.removeItem('ledgerlink.questionnaireDraft'));
    await forgetNote();
    await page.reload();
    // The first step shows until the look is made, which on a quick machine is too brief to watch for.
    await heading(page, "In particular I'd like help on");
    expect(await page.evaluate(() => localStorage.getItem('ledgerlink.questionnaireDraft'))).toBe('saved');

    // Started again before the old draft was found: the visitor's new answers win.
    await forgetNote();
    // The page's other after-settling work (app/background-work.ts) marks when the look has been made.
    const settled = page.waitForResponse((response) => response.url().includes('/assets/background-work-'), { timeout: 15_000 });
    await page.reload();
    await heading(page, 'I need some help with');
    await radio(page, /My business/).check();
    await settled;
    await page.waitForTimeout(1000);
    await heading(page, 'I need some help with');
    expect(await radio(page, /My business/).isChecked()).toBe(true);
  });

  it('says so when the browser will not keep the answers on the device', async () => {
    await context?.close();
    context = await app.browser.newContext({ serviceWorkers: 'block' });
    // Storage refused, as in some private modes: IndexedDB cannot be opened at all.
    await context.addInitScript(() => {
      Object.defineProperty(window, 'indexedDB', { get: () => undefined });
    });
    const page = await context.newPage();
    await page.goto(`${app.server.url}/find-accountant`);
    await heading(page, 'I need some help with');
    await radio(page, /My business/).check();
    await page.getByRole('status').filter({ hasText: 'keep this page open until you submit' }).waitFor();
    await next(page, "In particular I'd like help on");
  });

  it('closes to the home page and keeps the answers for later', async () => {
    const page = await openQuestionnaire();
    await radio(page, /Personal tax & finances/).check();
    await next(page, "In particular I'd like help on");
    // Focus moves to the new question for screen readers.
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    await page.locator('main').getByRole('button', { name: 'Close' }).click();
    await page.waitForURL(`${app.server.url}/`);
    await waitForDraft(page, 'primary-services'); // the unsaved change is flushed as the page closes
    await page.goto(`${app.server.url}/find-accountant`);
    await heading(page, "In particular I'd like help on");
    await page.getByRole('button', { name: 'Previous' }).click();
    expect(await radio(page, /Personal tax & finances/).isChecked()).toBe(true);
  });

  async function fillPersonalUntilFinalStep(page: Page): Promise<void> {
    await radio(page, /Personal tax & finances/).check();
    await next(page, "In particular I'd like help on");
    await checkbox(page, 'Income tax').check();
    await next(page, 'What other services do you require?');
    await page.getByRole('button', { name: 'Skip this question' }).click();
    await heading(page, 'Thanks! Which of these describes you best?');
    await radio(page, "I'm finding my first accountant").check();
    // The four business steps never show.
    await next(page, 'Please tell us what you need help with');
    await page.getByRole('button', { name: 'Previous' }).click();
    await heading(page, 'Thanks! Which of these describes you best?');
    await next(page, 'Please tell us what you need help with');
    await next(page, 'How old are you?');
    await radio(page, '41-50').check();
    await page.getByRole('button', { name: 'Previous' }).click();
    await heading(page, 'Please tell us what you need help with');
    await next(page, 'How old are you?');
    await next(page, 'Where are you based?');
    await page.getByLabel('Country').selectOption('United Kingdom');
    await next(page, 'Almost done. Where should we send your match?');
    await page.getByLabel('Email address').fill('me@example.com');
    await next(page, 'Finally, what is your mobile number?');
    await page.getByLabel('Mobile number').fill('+44 7700 900456');
  }

  it('skips the business steps for a personal customer both ways and submits, carrying the provider slug', async () => {
    const page = await openQuestionnaire('/find-accountant/jane-example');
    await fillPersonalUntilFinalStep(page);
    const response = page.waitForResponse((res) => res.url().endsWith('/api/customer-onboarding'));
    await submitButton(page).click();
    expect((await response).status()).toBe(201);
    expect((await response).request().postDataJSON()).toMatchObject({
      needsType: 'personal',
      businessType: '',
      additionalServices: [],
      preferredProviderSlug: 'jane-example',
    });
    await page.waitForURL(/\/onboarding-success\/jane-example$/);
    await heading(page, 'Thank You!');
  });

  it('saves the answers on the device when the server cannot be reached and sends them later with the same Idempotency-Key', async () => {
    const page = await openQuestionnaire();
    await fillPersonalUntilFinalStep(page);
    const keys: string[] = [];
    await page.route('**/api/customer-onboarding', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      await route.abort('internetdisconnected');
    });
    await submitButton(page).click();
    await page.waitForURL(/\/onboarding-success$/);
    await page.getByText('Saved on this device — it will be sent when you’re back online').waitFor();
    expect(keys.length).toBeGreaterThan(0);

    await page.unroute('**/api/customer-onboarding');
    const response = page.waitForResponse((res) => res.url().endsWith('/api/customer-onboarding'));
    await page.evaluate(() => window.dispatchEvent(new Event('online'))); // what the browser fires on reconnecting
    expect((await response).status()).toBe(201);
    expect((await response).request().headers()['idempotency-key']).toBe(keys[0]);
  });
});
