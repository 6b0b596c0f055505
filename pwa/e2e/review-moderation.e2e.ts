import { randomBytes } from 'node:crypto';
import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { hashDashboardKey } from '../../sync-server/src/services/dashboard-access';
import { useRealApp } from './support/real-app';
import { useTestPages } from './support/test-pages';

// Review moderation in Chromium against the real server: an admin hides a review with a reason from
// the Reviews tab, the provider's dashboard shows that reason, the provider replies to another
// review, and the public profile shows the reply and no longer the hidden review.

const SHOTS = process.env.REVIEW_SHOTS; // a directory for screenshots, when set
const HIDDEN_TITLE = 'Best accountant ever, visit cheap-pills';
const REPLIED_TITLE = 'Payroll sorted in a week';
const REASON = 'Advertising for another website';
const REPLY = 'Thank you! It was a pleasure to set up your payroll.';

describe('review moderation and replies (real server, Chromium)', () => {
  const app = useRealApp();
  const pages = useTestPages(app, SHOTS);
  const { newPage, shoot } = pages;

  it('hides a review with a reason the provider reads, and shows the provider’s reply on the profile', async () => {
    const provider = (await pages.data.db.collection('bookkeepers').findOne({ username: 'demo_provider' }))!;
    const providerId = provider._id.toHexString();
    const key = `e2e${randomBytes(18).toString('hex')}`;
    await pages.data.db.collection('bookkeepers').updateOne({ _id: provider._id }, { $set: { dashboardKeyHash: hashDashboardKey(key) } });
    // The provider's two newest reviews, as the demo seed stores reviews.
    const now = Date.now();
    await pages.data.db.collection('reviews').insertMany([
      { _id: new ObjectId(), bookkeeperId: provider._id, rating: '5', title: HIDDEN_TITLE, comment: 'Five stars, and see our deals at cheap-pills.example.', createdAt: new Date(now) },
      { _id: new ObjectId(), bookkeeperId: provider._id, rating: '4', title: REPLIED_TITLE, comment: 'Quick to answer and careful with the details.', createdAt: new Date(now - 1000) },
    ]);

    const admin = await newPage(1280, 900);
    await admin.goto(`${app.server.url}/admin/login`);
    const demo = admin.getByRole('complementary', { name: 'Demo credentials' });
    await demo.waitFor();
    const [username, password] = await demo.locator('code').allTextContents();
    await admin.getByLabel('Username').fill(username!);
    await admin.getByLabel('Password').fill(password!);
    await admin.getByRole('button', { name: 'Sign In' }).click();
    await admin.waitForURL('**/admin/dashboard');
    await admin.getByRole('tab', { name: 'Reviews' }).click();
    const row = admin.getByRole('row').filter({ hasText: HIDDEN_TITLE });
    await row.getByRole('link', { name: provider.fullName }).waitFor();
    await shoot(admin, 'admin-reviews-1280');
    await row.getByRole('button', { name: `Hide the review of ${provider.fullName}` }).click();
    const dialog = admin.getByRole('dialog');
    // Refused without a reason, with the field's message.
    await dialog.getByRole('button', { name: 'Hide review' }).click();
    await dialog.getByText('Reason is required').waitFor();
    await dialog.getByRole('textbox', { name: 'Reason for hiding' }).fill(REASON);
    await shoot(admin, 'admin-hide-dialog-1280');
    await dialog.getByRole('button', { name: 'Hide review' }).click();
    await admin.getByText('Review hidden', { exact: true }).first().waitFor();
    await row.waitFor({ state: 'detached' });
    await admin.getByRole('tab', { name: 'Hidden' }).click();
    await admin.getByRole('row').filter({ hasText: HIDDEN_TITLE }).getByText(REASON).waitFor();

    const dashboard = await newPage(390, 844);
    await dashboard.goto(`${app.server.url}/dashboard/${providerId}?key=${key}`);
    const reviews = dashboard.getByRole('region', { name: 'Reviews' });
    const hidden = reviews.getByRole('listitem').filter({ hasText: HIDDEN_TITLE });
    await hidden.getByText(`Hidden by LedgerLink: ${REASON}`).waitFor();
    // No reply to a hidden review: it would not be public either.
    expect(await hidden.getByRole('button', { name: 'Reply publicly' }).count()).toBe(0);
    const replied = reviews.getByRole('listitem').filter({ hasText: REPLIED_TITLE });
    await replied.getByRole('button', { name: 'Reply publicly' }).click();
    await replied.getByRole('textbox', { name: 'Public reply' }).fill(REPLY);
    await replied.getByRole('button', { name: 'Post reply' }).click();
    await replied.getByText(`Reply from ${provider.fullName}`).waitFor();
    expect(await replied.getByRole('textbox').count()).toBe(0);
    await shoot(hidden, 'dashboard-hidden-review-390');
    await shoot(replied, 'dashboard-replied-review-390');
    if (SHOTS) {
      const third = reviews.getByRole('listitem').nth(2);
      await third.getByRole('button', { name: 'Reply publicly' }).click();
      await shoot(third, 'dashboard-reply-box-390');
      await dashboard.setViewportSize({ width: 1280, height: 900 });
      await shoot(reviews.getByRole('listitem').first(), 'dashboard-hidden-review-1280');
    }

    const profile = await newPage(390, 844);
    await profile.goto(`${app.server.url}/@${provider.username as string}`);
    const shown = profile.getByRole('listitem').filter({ hasText: REPLIED_TITLE });
    await shown.getByText(REPLY).waitFor();
    expect(await shown.getByText(`Reply from ${provider.fullName}`).isVisible()).toBe(true);
    expect(await profile.getByText(HIDDEN_TITLE).count()).toBe(0);
    expect(await profile.getByText(REASON).count()).toBe(0);
    await shoot(shown, 'profile-reply-390');
  });
});
