import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useRealApp } from './support/real-app';
import { signInWithDemoCredentials } from './support/admin-sign-in';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's violations on the page as it stands: rule and the first elements it found. */
async function axeViolations(page: Page): Promise<{ id: string; targets: string[] }[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(async () => {
    type Violation = { id: string; nodes: { target: string[] }[] };
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<{ violations: Violation[] }> } }).axe;
    return (await axe.run(document)).violations.map(({ id, nodes }) => ({ id, targets: nodes.slice(0, 3).map((node) => node.target.join(' ')) }));
  });
}

const FIRM_HEADER =
  'Name,Meta Title,Meta Description,Primary Industry,Size,Type,City,Country,Domain,LinkedIn URL,About Company,Services,Business Type,Specializations & Tools,Page Description,Logo URL,Services Offered';

describe('admin back office (real server, demo data, Chromium)', () => {
  const app = useRealApp();

  const signIn = (page: Page) => signInWithDemoCredentials(page, app.server.url);

  it('sends a signed-out visitor of the dashboard to the login page', async () => {
    const page = await app.browser.newPage();
    await page.goto(`${app.server.url}/admin/dashboard`);
    await page.waitForURL('**/admin/login');
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    await page.close();
  });

  it('refuses a wrong password, signs in with the demo credentials shown on the page, and signs out on the server', async () => {
    const page = await app.browser.newPage();
    await page.goto(`${app.server.url}/admin/login`);
    const demo = page.getByRole('complementary', { name: 'Demo credentials' });
    await demo.waitFor();
    const [username, password] = await demo.locator('code').allTextContents();
    expect(app.server.output.join('')).toContain(`Admin login: ${username} / ${password}`);

    await page.getByLabel('Username').fill(username!);
    await page.getByLabel('Password').fill('wrong password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Login Failed').first().waitFor();
    expect(page.url()).toMatch(/\/admin\/login$/);

    await page.getByLabel('Password').fill(password!);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/admin/dashboard');
    await page.getByText(`Signed in as ${username}`).waitFor();
    // Nothing on the device says who is signed in: the page asked the server.
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toMatch(/admin|authenticated/i);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL('**/admin/login');
    expect(await page.evaluate(async () => (await fetch('/api/auth/session')).status)).toBe(401);
    await page.goto(`${app.server.url}/admin/crud`);
    await page.waitForURL('**/admin/login');
    await page.close();
  });

  it('goes to the login page as soon as the server ends the session, whatever the page still shows', async () => {
    const page = await app.browser.newPage();
    await signIn(page);
    await page.getByRole('listitem').first().waitFor();
    // Signed out elsewhere (another tab, expiry): the server alone knows.
    expect(await page.evaluate(async () => (await fetch('/api/auth/logout', { method: 'POST' })).status)).toBe(200);
    // Refresh asks the server; a read of the page's own still in flight may hear the 401 first and leave, taking Refresh with it.
    const left = page.waitForURL('**/admin/login');
    await Promise.race([left, page.getByRole('button', { name: 'Refresh' }).click().catch(() => left)]);
    await left;
    await page.close();
  });

  it('approves a pending provider who then shows in the marketplace, and rejects another with a reason', async () => {
    const page = await app.browser.newPage();
    await signIn(page);
    const pendingCards = page.getByRole('listitem').filter({ hasText: 'pending' });
    await pendingCards.first().waitFor();
    const pendingBefore = Number(await page.locator('dt:text-is("Pending") + dd').textContent());

    const approved = pendingCards.filter({ hasText: 'individual' }).first();
    const approvedName = (await approved.getAttribute('aria-label'))!;
    await approved.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Provider approved successfully').first().waitFor();
    await page.getByRole('listitem', { name: approvedName }).waitFor({ state: 'detached' });
    await page.locator('dt:text-is("Pending") + dd', { hasText: String(pendingBefore - 1) }).waitFor();

    const rejected = page.getByRole('listitem').filter({ hasText: 'pending' }).first();
    const rejectedName = (await rejected.getAttribute('aria-label'))!;
    await rejected.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: `Reject ${rejectedName}` });
    await dialog.getByRole('button', { name: 'Reject provider' }).click();
    await dialog.getByText('Please give a reason for the rejection').waitFor();
    await dialog.getByLabel('Reason for rejection').fill('Your licence number could not be verified.');
    await dialog.getByRole('button', { name: 'Reject provider' }).click();
    await page.getByText('Provider rejected successfully').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: /^Rejected/ }).click();
    await page.getByRole('listitem', { name: rejectedName }).getByText('Reason: Your licence number could not be verified.').waitFor();

    // A fresh visitor (no synced catalogue) finds the approved provider.
    const visitor = await app.browser.newContext({ serviceWorkers: 'block' });
    const market = await visitor.newPage();
    await market.goto(`${app.server.url}/marketplace?search=${encodeURIComponent(approvedName)}`);
    await market.locator('[data-testid="provider-card"]', { hasText: approvedName }).first().waitFor();
    await market.goto(`${app.server.url}/marketplace?search=${encodeURIComponent(rejectedName)}`);
    await market.getByText('No providers found').waitFor();
    await visitor.close();
    await page.close();
  });

  it('edits a provider in CRUD Management', async () => {
    const page = await app.browser.newPage();
    await signIn(page);
    await page.getByRole('link', { name: 'CRUD Management' }).first().click();
    // The dashboard has a Providers tab too and stays on screen while the CRUD page loads: click the CRUD page's own.
    await page.getByRole('heading', { level: 1, name: 'Admin Management' }).waitFor();
    await page.getByRole('tab', { name: 'Providers' }).click();
    await page.getByRole('tab', { name: 'Providers', selected: true }).waitFor();
    const firstRow = page.locator('tbody tr').first();
    await firstRow.waitFor();
    const name = (await firstRow.getByRole('button', { name: /^Edit / }).getAttribute('aria-label'))!.replace(/^Edit /, '');
    // Edit only once the rows are the search's answer: the answer replaces them, so a click before it lands on a row about to go.
    const searched = page.waitForResponse((response) => {
      const url = new URL(response.url());
      return url.pathname === '/api/providers' && url.searchParams.get('search') === name;
    });
    await page.getByRole('searchbox').fill(name);
    const answer = (await (await searched).json()) as { providers: { fullName: string }[] };
    expect(answer.providers.map((provider) => provider.fullName)).toContain(name);
    await expect.poll(() => page.locator('tbody tr').count()).toBe(answer.providers.length);
    const row = page.locator('tbody tr', { hasText: name }).first();
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Provider' });
    await dialog.getByLabel('Hourly rate ($)').fill('1234');
    await dialog.getByLabel('Active Status').selectOption('active');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Provider updated successfully!').first().waitFor();
    await row.getByText('$1234').waitFor();

    // A rate that is no whole number is refused beside the field, as the API would refuse it, and nothing is sent.
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const edits: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PATCH') edits.push(request.url());
    });
    await dialog.getByLabel('Hourly rate ($)').fill('abc');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog.getByText('Hourly rate must be a whole number').waitFor();
    expect(await dialog.getByLabel('Hourly rate ($)').getAttribute('aria-invalid')).toBe('true');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row.getByText('$1234').waitFor();
    expect(edits).toEqual([]);
    await page.close();
  });

  it('cancels an open booking in CRUD Management after confirmation', async () => {
    const page = await app.browser.newPage();
    await signIn(page);
    await page.getByRole('link', { name: 'CRUD Management' }).first().click();
    await page.getByRole('tab', { name: 'Bookings' }).click();
    const cancel = page.getByRole('button', { name: /^Cancel booking of .+ with / }).first();
    await cancel.waitFor();
    const label = (await cancel.getAttribute('aria-label'))!;
    await cancel.click();
    const dialog = page.getByRole('dialog', { name: `${label.replace(/^Cancel booking/, 'Cancel the booking')}?` });
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await page.getByText('Booking cancelled successfully!').first().waitFor();
    await page.getByRole('button', { name: label }).waitFor({ state: 'detached' });
    const [, business, provider] = /^Cancel booking of (.+) with (.+)$/.exec(label)!;
    await page.getByLabel('Show bookings').selectOption('cancelled');
    await page.locator('tbody tr', { hasText: business }).filter({ hasText: provider }).first().waitFor();
    await page.close();
  });

  it('refuses to delete a service providers offer, saying how many', async () => {
    const page = await app.browser.newPage();
    await signIn(page);
    await page.getByRole('tab', { name: 'Settings', exact: true }).click();
    await page.getByRole('tab', { name: /^Services/ }).click();
    await page.getByRole('button', { name: 'Delete bookkeeping' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete the service "bookkeeping"?' });
    await dialog.getByRole('button', { name: 'Delete service' }).click();
    await dialog.getByText(/^Failed to delete service: Bookkeeping is offered by \d+ providers; remove it from their profiles first\.$/).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.locator('tbody tr', { hasText: 'bookkeeping' }).first().waitFor();
    await page.getByText('Every service a provider can offer is listed.').waitFor();
    await page.close();
  });

  it('uploads a firm CSV, reports the refused row, and lists the firms once their upload is approved from the review queue', async () => {
    // The site's CSP forbids inline scripts, so this context bypasses it to inject axe.
    const context = await app.browser.newContext({ bypassCSP: true });
    const page = await context.newPage();
    await signIn(page);
    await page.getByRole('link', { name: 'Firm Upload' }).click();
    await page.getByRole('heading', { name: 'CSV format requirements' }).waitFor();

    const picker = page.getByLabel('Firm CSV file');
    await picker.setInputFiles({ name: 'firms.xlsx', mimeType: 'application/octet-stream', buffer: Buffer.from('nope') });
    await page.getByText('Please select a CSV file').waitFor();

    const rows = ['Ledger Lane Partners', 'Quayside Tax Co', 'Harbour Payroll Group'].map(
      (name, index) => `${name},,,Accounting,11-50,firm,Austin,United States,e2e-firm-${index}.com,,About us,Bookkeeping; Tax,,,,,Payroll`,
    );
    const csv = [FIRM_HEADER, ...rows, ',Missing name,,,,,,,,,,,,,,,'].join('\n');
    await picker.setInputFiles({ name: 'firms.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Upload CSV' }).click();

    const bar = page.getByRole('progressbar', { name: 'Upload progress' });
    await page.locator('[role="progressbar"][aria-valuenow="100"]').waitFor({ timeout: 20_000 });
    expect(await bar.getAttribute('aria-valuenow')).toBe('100');
    const card = page.getByRole('region', { name: 'Upload Progress' });
    await card.getByRole('status').filter({ hasText: 'Upload completed. Imported 3 firms; 1 row was refused.' }).waitFor();
    await page.getByText(/Row \d+: .*Name/).waitFor();
    await card.getByText('The imported firms are waiting for review: none is listed on the marketplace until an admin approves it.').waitFor();
    const reviewPath = (await card.getByRole('link', { name: 'Review these firms' }).getAttribute('href'))!;
    const publicMatches = () => page.evaluate(async () => (await (await fetch('/api/bookkeepers?search=Quayside%20Tax%20Co')).json()).bookkeepers.length);
    expect(await publicMatches()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Clear Progress' }).click();
    await bar.waitFor({ state: 'detached' });
    expect(await page.evaluate(async () => (await (await fetch('/api/providers?search=Quayside%20Tax%20Co')).json()).providers.length)).toBe(1);

    // The review queue, filtered to this upload: its three firms, approved in one go.
    await page.goto(`${app.server.url}${reviewPath}`);
    const upload = page.getByRole('region', { name: 'Firm upload' });
    await upload.getByText(/Showing the firms of firms\.csv, uploaded .*: 3 firms of 3 waiting for review\./).waitFor();
    for (const name of ['Ledger Lane Partners', 'Quayside Tax Co', 'Harbour Payroll Group']) await page.getByRole('listitem', { name }).waitFor();
    expect(await page.getByRole('listitem').filter({ hasText: 'pending' }).count()).toBe(3);
    expect(await axeViolations(page)).toEqual([]);
    await upload.getByRole('button', { name: 'Approve all from this upload' }).click();
    const confirm = page.getByRole('dialog', { name: 'Approve 3 firms from firms.csv?' });
    await confirm.getByRole('button', { name: 'Approve all' }).click();
    await page.getByText('Approved 3 firms from this upload').first().waitFor();
    await page.getByText('All caught up!').waitFor();
    expect(await publicMatches()).toBe(1);
    await context.close();
  });

  it('exports the providers CSV with the spec header and imports it back as updates', async () => {
    const page = await app.browser.newPage();
    await signIn(page);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
    const exported = await readFile((await download.path())!, 'utf8');
    expect(exported.split(/\r?\n/)[0]).toBe('Name,Email,Phone,Location,Type,Status,Approved,Services');
    const firstRows = exported.split(/\r?\n/).slice(0, 4).join('\n');

    await page.getByLabel('Provider CSV file to import').setInputFiles({ name: 'providers.csv', mimeType: 'text/csv', buffer: Buffer.from(firstRows) });
    await page.getByText('CSV imported successfully').first().waitFor();
    await page.getByText('Updated 3 providers').first().waitFor();

    // A refused row is no success: the count, then the row's line and reason, until dismissed.
    const withBadRow = `${firstRows}\nNo Address,not-an-email,,,individual,Active,No,`;
    await page.getByLabel('Provider CSV file to import').setInputFiles({ name: 'providers.csv', mimeType: 'text/csv', buffer: Buffer.from(withBadRow) });
    const refusals = page.getByRole('region', { name: 'Provider import' });
    await refusals.getByRole('status').filter({ hasText: 'Updated 3 providers; 1 row was refused' }).waitFor();
    await refusals.getByText(/^Row 5: email: /).waitFor();
    await refusals.getByRole('button', { name: 'Dismiss' }).click();
    await refusals.waitFor({ state: 'detached' });

    await page.getByLabel('Provider CSV file to import').setInputFiles({ name: 'providers.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
    await page.getByText('Please select a CSV file').first().waitFor();
    await page.close();
  });

  it('opens the system monitor with failed requests in red, and the analytics charts', async () => {
    const page = await app.browser.newPage();
    await signIn(page);
    await page.getByRole('tab', { name: 'System' }).click();
    await page.getByRole('heading', { name: 'System Monitor' }).waitFor();
    await page.getByText(/^Overall:/).waitFor();
    await page.getByText(/^\d+d \d+h \d+m \d+s$|^(\d+h )?(\d+m )?\d+s$/).first().waitFor();
    // The server's heap in MB: a running Node process holds megabytes, never "0.0 MB".
    await page.getByText(/^[1-9]\d*\.\d MB$/).first().waitFor();
    await page.getByRole('tab', { name: 'Request Logs' }).click();
    // The log keeps the last 20 requests, and the service worker's precache and the catalogue sync
    // also make requests after sign-in: a failed call is made, then the logs are read at once.
    const failed = page.locator('tbody tr', { hasText: '/api/admin/no-such-endpoint' }).first();
    for (let attempt = 0; attempt < 5 && !(await failed.isVisible()); attempt += 1) {
      expect(await page.evaluate(async () => (await fetch('/api/admin/no-such-endpoint')).status)).toBe(404);
      await page.getByRole('button', { name: 'Refresh Data' }).click();
      await failed.waitFor({ timeout: 3000 }).catch(() => undefined);
    }
    expect(await failed.getAttribute('class')).toContain('text-red-800');
    await page.getByRole('button', { name: 'Clear Cache' }).click();
    await page.getByText('Cache cleared successfully').first().waitFor();

    await page.getByRole('tab', { name: 'Analytics' }).click();
    for (const title of ['Leads per day', 'Requests matched vs unmatched', 'Lead-status funnel', 'Provider approvals']) {
      await page.getByRole('figure', { name: title }).locator('svg.recharts-surface').first().waitFor();
    }
    await page.getByText('Median time to first response').waitFor();
    await page.close();
  });

  it('has no axe violations on the dashboard tabs, CRUD Management (bookings too) and Firm Upload', async () => {
    // The site's CSP forbids inline scripts, so this context bypasses it to inject axe.
    const context = await app.browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
    const page = await context.newPage();
    await signIn(page);
    await page.getByRole('listitem').first().waitFor();
    const found: Record<string, unknown> = {};
    found.providers = await axeViolations(page);
    for (const [tab, ready] of [
      ['Businesses', 'table'],
      ['Leads', 'table'],
      ['Settings', 'table'],
      ['Analytics', 'svg.recharts-surface'],
      ['System', 'text=Overall:'],
    ] as const) {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      await page.locator(ready).first().waitFor();
      found[tab] = await axeViolations(page);
    }
    await page.getByRole('link', { name: 'CRUD Management' }).first().click();
    await page.locator('tbody tr').first().waitFor();
    found.crud = await axeViolations(page);
    await page.getByRole('button', { name: /^Edit / }).first().click();
    await page.getByRole('dialog', { name: 'Edit Provider' }).or(page.getByRole('dialog', { name: 'Edit Business' })).waitFor();
    found.editDialog = await axeViolations(page);
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: 'Bookings' }).click();
    await page.getByRole('button', { name: /^Cancel booking of .+ with / }).first().waitFor();
    found.bookings = await axeViolations(page);
    await page.getByRole('link', { name: 'Firm Upload' }).click();
    await page.getByRole('heading', { name: 'CSV format requirements' }).waitFor();
    found.upload = await axeViolations(page);
    expect(found).toEqual({ providers: [], Businesses: [], Leads: [], Settings: [], Analytics: [], System: [], crud: [], editDialog: [], bookings: [], upload: [] });
    await context.close();
  });
});
