import { randomBytes } from 'node:crypto';
import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { hashDashboardKey } from '../../sync-server/src/services/dashboard-access';
import { useRealApp } from './support/real-app';
import { useTestPages } from './support/test-pages';
import { eventually } from './support/server-data';

// Reviews only from real engagements, in Chromium against the real server: the provider marks a
// lead Won on their dashboard, the customer's mail (read from the mail sink) carries a one-time
// review link, the page opened from it names the professional and takes the review, and the
// profile then lists it with the "Verified client" mark; the link opened again says it was used.

const SHOTS = process.env.REVIEW_SHOTS; // a directory for screenshots, when set

describe('review from a won lead (real server, Chromium)', () => {
  const app = useRealApp();
  const pages = useTestPages(app, SHOTS);
  const { newPage, shoot } = pages;

  it('mails the review link when the lead is marked Won, takes the review once and shows it as from a verified client', async () => {
    const provider = (await pages.data.db.collection('bookkeepers').findOne({ username: 'demo_provider' }))!;
    const providerId = provider._id.toHexString();
    const key = `e2e${randomBytes(18).toString('hex')}`;
    await pages.data.db.collection('bookkeepers').updateOne({ _id: provider._id }, { $set: { dashboardKeyHash: hashDashboardKey(key) } });
    // A lead the provider has contacted: Won is one of its actions.
    const lead = (await pages.data.db.collection('leads').findOne({ bookkeeperId: provider._id, status: 'new', businessId: { $exists: true } }, { sort: { createdAt: -1 } }))!;
    const leadId = lead._id.toHexString();
    await pages.data.db.collection('leads').updateOne({ _id: lead._id }, { $set: { status: 'contacted', respondedAt: new Date() } });
    const customer = (await pages.data.db.collection('businesses').findOne({ _id: lead.businessId }))!;

    const dashboard = await newPage(1280, 900);
    await dashboard.goto(`${app.server.url}/dashboard/${providerId}?key=${key}`);
    await dashboard.getByRole('heading', { level: 2, name: 'Your Leads' }).waitFor();
    const card = dashboard.locator(`article[aria-labelledby="lead-${leadId}"]`);
    await card.getByRole('button', { name: 'Won' }).click();
    await card.getByText('Won', { exact: true }).waitFor();

    // The customer's one mail, with the link to the review page.
    const mails = await eventually(() => pages.data.mailTextsContaining('/review/'), (found) => found.some((mail) => mail.includes(`To: ${customer.email}`)));
    const mine = mails.filter((mail) => mail.includes(`To: ${customer.email}`));
    expect(mine).toHaveLength(1);
    const link = /http:\/\/\S+\/review\/[\w-]+/.exec(mine[0]!)?.[0];
    if (!link) throw new Error(`no review link in the customer's mail:\n${mine[0]}`);
    const reviewUrl = link.replace(/^http:\/\/[^/]+/, app.server.url);

    const wide = await newPage(1280, 900);
    await wide.goto(reviewUrl);
    await wide.getByRole('heading', { level: 1, name: `How was your work with ${provider.fullName}?` }).waitFor();
    await shoot(wide, 'review-1280');

    const page = await newPage(390, 844);
    await page.goto(reviewUrl);
    await page.getByRole('heading', { level: 1, name: `How was your work with ${provider.fullName}?` }).waitFor();
    await shoot(page, 'review-390');
    // Refused without a rating, with the field's message.
    await page.getByRole('button', { name: 'Send review' }).click();
    await page.getByText('Please choose a rating from 1 to 5 stars').waitFor();
    await page.getByRole('radio', { name: '4 stars, Very good' }).check({ force: true });
    await page.getByRole('textbox', { name: 'Title' }).fill('Calm, careful and on time');
    await page.getByRole('textbox', { name: 'Comment' }).fill('Our books were a mess; three weeks later every account reconciled.');
    await page.getByRole('button', { name: 'Send review' }).click();
    await page.getByRole('heading', { name: 'Thank you for your review' }).waitFor();
    await shoot(page, 'review-390-sent');

    const stored = await pages.data.db.collection('reviews').findOne({ leadId: lead._id });
    expect(stored).toMatchObject({ rating: '4', source: 'client', verifiedClient: true });

    await page.getByRole('link', { name: `See ${provider.fullName}’s profile` }).click();
    const review = page.getByRole('listitem').filter({ hasText: 'Calm, careful and on time' });
    await review.waitFor();
    expect(await review.getByText('Verified client', { exact: true }).isVisible()).toBe(true);
    const month = new Date(((await pages.data.db.collection('leads').findOne({ _id: new ObjectId(leadId) }))!.updatedAt as Date).toISOString());
    const hired = `Hired ${month.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' })} ${month.getUTCFullYear()}`;
    expect(await review.getByText(hired, { exact: true }).isVisible()).toBe(true);
    // The imported demo reviews never claim to be verified.
    expect(await page.getByText('Imported review', { exact: true }).count()).toBeGreaterThan(0);
    await shoot(page, 'profile-390-verified');

    // The same link again: used.
    const again = await newPage(1280, 900);
    await again.goto(reviewUrl);
    await again.getByRole('heading', { level: 1, name: 'Already reviewed' }).waitFor();
    expect(await again.getByText('This review link has already been used.').isVisible()).toBe(true);
    await shoot(again, 'review-1280-used');
  });
});
