import type { Page } from 'playwright-core';

/** Picks `option` in the app's labelled select (a listbox that opens on click). */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByLabel(label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Fills /business-form with a valid request from `company` (its email is `{company}@hardware.test`). */
export async function fillBusinessRequest(page: Page, company: string): Promise<void> {
  await page.getByLabel('Company Name').fill(company);
  await choose(page, 'Industry', 'Retail');
  await page.getByLabel('Contact Name').fill('Sam Tool');
  await page.getByLabel('Email').fill(`${company}@hardware.test`);
  await page.getByLabel('Phone').fill('+1 555 0142');
  await page.getByLabel('Location').fill('Denver, CO');
  await page.getByRole('checkbox', { name: 'Bookkeeping', exact: true }).click();
  await choose(page, 'Monthly Budget', '$500-$1,000/month');
  await choose(page, 'Timeline', 'ASAP');
}
