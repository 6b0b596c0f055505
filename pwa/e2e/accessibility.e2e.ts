import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useRealApp } from './support/real-app';

// axe-core in the real browser on every public page, at a phone width and a desktop width
// (zero violations of any impact). A failure prints each violation's rule, impact and
// the elements it found, so the fix can start from the test output alone. The site's CSP forbids
// inline scripts (rightly), so the test's context bypasses CSP to inject axe.

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const WIDTHS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
] as const;

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** Requests a page has made and not yet seen answered or failed, counted from its creation. */
function trackRequests(page: Page): () => number {
  let open = 0;
  page.on('request', () => (open += 1));
  const done = () => (open -= 1);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () => open;
}

/**
 * Waits until the page shows its real content: a level-1 heading, no request in flight (data,
 * lazy chunks, fonts) and nothing marked busy. Counting requests, rather than waiting for the
 * network to stay quiet for half a second, lets a settled page be checked at once.
 */
async function settled(page: Page, inFlight: () => number): Promise<void> {
  await page.locator('main h1, h1').first().waitFor();
  await page.waitForLoadState('load');
  for (let quietChecks = 0; quietChecks < 2; ) {
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    quietChecks = inFlight() === 0 ? quietChecks + 1 : 0;
  }
  await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0);
}

async function axeViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: { resultTypes: string[] }) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })),
    }));
  });
}

function report(label: string, violations: readonly AxeViolation[]): string {
  return violations
    .map((violation) =>
      [
        `${label}: ${violation.id} (${violation.impact ?? 'no impact'}): ${violation.help}`,
        ...violation.nodes.map((node) => `    ${JSON.stringify(node.target)}${node.failureSummary ? ` — ${node.failureSummary.replace(/\s+/g, ' ')}` : ''}`),
      ].join('\n'),
    )
    .join('\n');
}

interface PublicPage {
  name: string;
  /** Opens the page and leaves it in the state to check. */
  open: (page: Page, url: string) => Promise<void>;
}

const visit =
  (path: string) =>
  async (page: Page, url: string): Promise<void> => {
    const inFlight = trackRequests(page);
    await page.goto(`${url}${path}`);
    await settled(page, inFlight);
  };

const STATIC_PATHS = ['/how-it-works', '/success-stories', '/about', '/why-join', '/support', '/guidelines', '/help', '/terms', '/privacy', '/cookies', '/how-matching-works'];

/** The guided questionnaire, step by step (each step is its own screen). */
const QUESTIONNAIRE_STEPS: { heading: string; answer: (page: Page) => Promise<void> }[] = [
  { heading: 'I need some help with', answer: (page) => page.getByRole('radio', { name: /My business/ }).check() },
  { heading: "In particular I'd like help on", answer: (page) => page.getByRole('checkbox', { name: 'Bookkeeping', exact: true }).check() },
  { heading: 'What other services do you require?', answer: async () => undefined },
  { heading: 'Thanks! Which of these describes you best?', answer: (page) => page.getByRole('radio', { name: 'I want a new accountant' }).check() },
  { heading: 'Please describe your business', answer: (page) => page.getByRole('radio', { name: 'Limited', exact: true }).check() },
  { heading: 'What is your annual turnover?', answer: (page) => page.getByRole('radio', { name: '$51k-$100k' }).check() },
  { heading: 'What industry is your business in?', answer: (page) => page.getByPlaceholder('Enter your industry').fill('Retail') },
  { heading: 'Which accounting software do you use?', answer: (page) => page.getByRole('radio', { name: 'Xero', exact: true }).check() },
  { heading: 'Please tell us what you need help with', answer: (page) => page.getByRole('textbox').fill('Monthly books.') },
  { heading: 'How old are you?', answer: (page) => page.getByRole('radio', { name: '31-40', exact: true }).check() },
  { heading: 'Where are you based?', answer: (page) => page.getByLabel('Country').selectOption('United Kingdom').then(() => undefined) },
  { heading: 'Almost done. Where should we send your match?', answer: (page) => page.getByLabel('Email address').fill('owner@example.com') },
  { heading: 'Finally, what is your mobile number?', answer: (page) => page.getByLabel('Mobile number').fill('07700 900123') },
];

describe('accessibility: axe-core on every public page (real server, demo data, Chromium)', () => {
  const app = useRealApp();
  let slug = '';

  beforeAll(async () => {
    const response = await fetch(`${app.server.url}/api/bookkeepers?limit=1`);
    const body = (await response.json()) as { bookkeepers: { slug: string }[] };
    slug = body.bookkeepers[0]!.slug;
  });

  /** The public pages in two groups, each checked by its own test, so each has its own time budget. */
  const listingPages = (): PublicPage[] => [
    { name: 'home', open: visit('/') },
    { name: 'marketplace', open: visit('/marketplace') },
    { name: 'marketplace country listing', open: visit('/marketplace/professionals/united-states') },
    { name: 'marketplace city and service landing page', open: visit('/marketplace/manchester/payroll') },
    { name: 'profile', open: visit(`/bookkeeper/${slug}`) },
    {
      name: 'profile with the Get Contact dialog open',
      open: async (page, url) => {
        await visit(`/bookkeeper/${slug}`)(page, url);
        await page.getByRole('button', { name: 'Get Contact' }).click();
        await page.getByRole('dialog').getByLabel('Your email').waitFor();
      },
    },
    { name: 'profile not listed', open: visit('/@no_such_professional') },
    { name: 'hire', open: visit(`/hire/${slug}`) },
    {
      name: 'hire after an empty submit',
      open: async (page, url) => {
        await visit(`/hire/${slug}`)(page, url);
        await page.getByRole('button', { name: 'Send Request' }).click();
        await page.locator('[role="alert"]').first().waitFor();
      },
    },
  ];
  const formAndStaticPages = (): PublicPage[] => [
    { name: 'business form', open: visit('/business-form') },
    { name: 'provider form', open: visit('/providers-form') },
    ...STATIC_PATHS.map((path) => ({ name: path.slice(1), open: visit(path) })),
    { name: '404', open: visit('/no-such-page') },
  ];

  // The two widths run side by side, each in its own context (the longest file of the suite, and
  // much of each page's time is spent waiting for the network to go quiet); within a width, one
  // page at a time.
  for (const width of WIDTHS) {
    describe.concurrent(`at ${width.viewport.width} px`, () => {
      let context: BrowserContext;
      beforeAll(async () => {
        context = await app.browser.newContext({ viewport: width.viewport, reducedMotion: 'reduce', serviceWorkers: 'block', bypassCSP: true });
      });
      afterAll(async () => {
        await context?.close();
      });

      const checkPages = async (pages: PublicPage[]) => {
        const failures: string[] = [];
        for (const target of pages) {
          const page = await context.newPage();
          try {
            await target.open(page, app.server.url);
            const violations = await axeViolations(page);
            if (violations.length > 0) failures.push(report(`${target.name} @${width.viewport.width}px`, violations));
          } finally {
            await page.close();
          }
        }
        if (failures.length > 0) process.stderr.write(`\n[axe] violations:\n${failures.join('\n')}\n`);
        expect(failures).toEqual([]);
      };

      it.sequential('reports no violations on the marketplace, its listings, profiles and the hire form', () => checkPages(listingPages()), 180_000);

      it.sequential('reports no violations on the registration forms, the static pages and the 404', () => checkPages(formAndStaticPages()), 180_000);

      it.sequential('reports no violations on any step of the guided questionnaire, nor on its confirmation page', async () => {
        const failures: string[] = [];
        const page = await context.newPage();
        await page.goto(`${app.server.url}/find-accountant`);
        for (const [index, step] of QUESTIONNAIRE_STEPS.entries()) {
          await page.getByRole('heading', { level: 1, name: step.heading, exact: true }).waitFor();
          const violations = await axeViolations(page);
          if (violations.length > 0) failures.push(report(`find-accountant step ${index + 1} @${width.viewport.width}px`, violations));
          await step.answer(page);
          if (index < QUESTIONNAIRE_STEPS.length - 1) await page.getByRole('button', { name: 'Continue', exact: true }).click();
        }
        // The last step with its answer in: the "Submit Application" button is enabled and in its own colours.
        const violations = await axeViolations(page);
        if (violations.length > 0) failures.push(report(`find-accountant last step, filled @${width.viewport.width}px`, violations));
        // And the confirmation page the submit leads to.
        await page.getByRole('button', { name: 'Submit Application' }).click();
        await page.getByRole('heading', { level: 1, name: 'Thank You!' }).waitFor();
        const success = await axeViolations(page);
        if (success.length > 0) failures.push(report(`onboarding success @${width.viewport.width}px`, success));
        await page.close();
        if (failures.length > 0) process.stderr.write(`\n[axe] violations:\n${failures.join('\n')}\n`);
        expect(failures).toEqual([]);
      }, 180_000);
    });
  }
});
