import { DASHBOARD_SIGNIN_MINUTES, OFFERED_ANOTHER, PROVIDER_REVIEW_BUSINESS_DAYS } from '@ledgerlink/shared-schema';
import type { BookingDoc, BookkeeperDoc, BusinessDoc, DigestEventKind } from '../../db/documents';
import { escapeHtml } from '../escape-html';
import type { MailMessage } from './outbox';

/** Every mail the product sends, as plain text and HTML built from the same lines. */

type Line = string | { text: string; href: string };

function compose(key: string, to: string, subject: string, lines: Line[]): MailMessage {
  const text = lines.map((line) => (typeof line === 'string' ? line : `${line.text}: ${line.href}`)).join('\n');
  const body = lines
    .map((line) =>
      typeof line === 'string'
        ? line
          ? `<p>${escapeHtml(line)}</p>`
          : ''
        : `<p><a href="${escapeHtml(line.href)}">${escapeHtml(line.text)}</a></p>`,
    )
    .join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5">\n${body}\n</body></html>`;
  return { key, to, subject, text: `${text}\n`, html };
}

export interface MatchedProviderCard {
  fullName: string;
  businessName?: string | undefined;
  profileUrl: string;
  email: string;
  phone: string;
  website?: string | undefined;
}

/** "Hello Ada," when the request named its contact, else "Hello,". */
const greeting = (name: string | undefined) => (name?.trim() ? `Hello ${name.trim()},` : 'Hello,');

/** The link to the customer's private request page, and that it is theirs alone. */
const requestPageLines = (requestUrl: string | undefined): Line[] =>
  requestUrl === undefined ? [] : [{ text: 'Follow your request', href: requestUrl }, 'Keep this link private: it opens your request without a password.', ''];

/** "Jane Smith (Smith Books)", or the name alone when the business is theirs by name. */
export const providerDisplayName = (provider: { fullName: string; businessName?: string | undefined }) =>
  provider.businessName && provider.businessName !== provider.fullName ? `${provider.fullName} (${provider.businessName})` : provider.fullName;

/** `requestUrl`: the request page with its key; absent when the sender does not hold the key (an admin's re-match). */
export function customerMatchMail(input: { requestId: string; to: string; name?: string | undefined; requestUrl?: string | undefined; providers: MatchedProviderCard[] }): MailMessage {
  const count = input.providers.length;
  const lines: Line[] = [
    greeting(input.name),
    `Thank you for using LedgerLink. We matched you with ${count} qualified ${count === 1 ? 'professional' : 'professionals'}; each of them has your request and may contact you directly.`,
    '',
    ...requestPageLines(input.requestUrl),
  ];
  for (const provider of input.providers) {
    lines.push(providerDisplayName(provider), `Email: ${provider.email}`, `Phone: ${provider.phone}`, { text: 'Profile', href: provider.profileUrl });
    if (provider.website) lines.push({ text: 'Website', href: provider.website });
    lines.push('');
  }
  lines.push('LedgerLink is free: there are no fees or commissions, and nobody can pay to be matched with you.');
  return compose(`match:${input.requestId}`, input.to, `Your LedgerLink match: ${count} ${count === 1 ? 'professional' : 'professionals'}`, lines);
}

/**
 * The customer's confirmation of a hire: who, what, when, and that the professional will be in
 * touch. Keyed per booking, so a retried booking mails once.
 */
export function customerHireMail(input: {
  booking: Pick<BookingDoc, '_id' | 'description' | 'startDate' | 'serviceType'>;
  business: Pick<BusinessDoc, 'contactName' | 'email'>;
  provider: Pick<BookkeeperDoc, 'fullName' | 'businessName'>;
  /** The hire's request page with its key; absent when the sender does not hold the key. */
  requestUrl?: string | undefined;
}): MailMessage {
  const { booking, business, provider } = input;
  const who = providerDisplayName(provider);
  const start = booking.startDate.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  return compose(`hire:${booking._id.toHexString()}`, business.email, `Your request to ${provider.fullName} is sent`, [
    greeting(business.contactName),
    `Your booking request has reached ${who}.`,
    `What: ${booking.serviceType}: ${booking.description}`,
    `Starting: ${start}`,
    `${provider.fullName} will be in touch with you directly to confirm the details. You do not need to do anything else for now.`,
    '',
    ...requestPageLines(input.requestUrl),
    'LedgerLink is free: there are no fees or commissions.',
  ]);
}

/** One thing an update email reports: who did what, and whether another professional was offered the request in their place. */
export interface DigestLine {
  /** The professional's name as `providerDisplayName` gives it; undefined once their profile is gone. */
  who: string | undefined;
  kind: DigestEventKind;
  replaced: boolean;
}

/** A digest line in the customer's words, as their request page says it (request-match-state.ts). */
export function digestLineText({ who, kind, replaced }: DigestLine): string {
  const name = who ?? 'A professional';
  const instead = replaced ? ` — ${OFFERED_ANOTHER}` : '';
  switch (kind) {
    case 'contacted':
      return `${name} contacted you.`;
    case 'passed':
      return `${name} passed${instead}.`;
    case 'expired':
      return `${name} did not reply in time${instead}.`;
  }
}

/**
 * A request's update email: what professionals did since the last one, the request page and a link
 * that stops these emails. `sequence` (the request's nth update) keys it, so a retry after a crash
 * queues the same message once. Without the key (`keyed` false) the links open where the customer
 * already opened the request, so the privacy line would be untrue and is left out.
 */
export function customerDigestMail(input: {
  requestId: string;
  sequence: number;
  to: string;
  name?: string | undefined;
  lines: DigestLine[];
  requestUrl: string;
  unsubscribeUrl: string;
  keyed: boolean;
}): MailMessage {
  const count = input.lines.length;
  return compose(`digest:${input.requestId}:${input.sequence}`, input.to, count === 1 ? 'An update on your LedgerLink request' : `${count} updates on your LedgerLink request`, [
    greeting(input.name),
    'Here is what happened with your request since we last wrote:',
    ...input.lines.map(digestLineText),
    '',
    ...(input.keyed
      ? requestPageLines(input.requestUrl)
      : [{ text: 'Follow your request', href: input.requestUrl }, 'The link opens in the browser where you opened your request before.', '']),
    'We send at most one of these emails an hour, and only when something happened.',
    { text: 'Stop these emails about this request', href: input.unsubscribeUrl },
  ]);
}

export function providerLeadMail(input: { leadId: string; to: string; providerName: string; summary: string[]; dashboardUrl: string }): MailMessage {
  return compose(`lead:${input.leadId}`, input.to, 'New lead on LedgerLink', [
    `Hello ${input.providerName},`,
    'You have a new lead on LedgerLink:',
    ...input.summary,
    '',
    { text: 'Open your dashboard', href: input.dashboardUrl },
    // Only a freshly issued link carries the key; later ones rely on the browser that opened it.
    input.dashboardUrl.includes('?key=')
      ? 'Keep this link private: it opens your leads without a password.'
      : 'It opens in the browser where you first used your private dashboard link. On another device, ask for a sign-in link by email on the page it opens.',
  ]);
}

/** The receipt of a registration: what happens next and when. Keyed per provider, so a retried registration mails once. */
export function providerRegisteredMail(input: { provider: Pick<BookkeeperDoc, '_id' | 'email' | 'fullName' | 'username'>; profileUrl: string }): MailMessage {
  const { provider } = input;
  return compose(`registered:${provider._id.toHexString()}`, provider.email, 'We received your LedgerLink application', [
    greeting(provider.fullName),
    `Thank you for applying to list your practice on LedgerLink under @${provider.username}.`,
    `We review every profile and verify credentials before it goes live: expect an answer by email within ${PROVIDER_REVIEW_BUSINESS_DAYS} business days.`,
    `Once approved, your profile will be listed at ${input.profileUrl}, and the approval mail will bring a private link to your lead dashboard.`,
    'LedgerLink is free for professionals: there are no listing fees and no commission on your work.',
  ]);
}

/** `decidedAt` keys the message: each decision mails once, and a later new decision mails again. */
export function providerApprovedMail(input: { providerId: string; decidedAt: Date; to: string; providerName: string; profileUrl: string; dashboardUrl: string }): MailMessage {
  return compose(`approved:${input.providerId}:${input.decidedAt.getTime()}`, input.to, 'Your LedgerLink profile is live', [
    `Hello ${input.providerName},`,
    'Your profile has been approved and is now listed in the LedgerLink marketplace.',
    { text: 'Your public profile', href: input.profileUrl },
    { text: 'Your private lead dashboard', href: input.dashboardUrl },
    'Keep the dashboard link private: it opens your leads without a password.',
  ]);
}

/** A re-issued dashboard link (admin action); `keyId` (part of the new key's hash) keys it: each key mails once. */
export function providerDashboardLinkMail(input: { providerId: string; keyId: string; to: string; providerName: string; dashboardUrl: string }): MailMessage {
  return compose(`dashboard-link:${input.providerId}:${input.keyId}`, input.to, 'Your new LedgerLink dashboard link', [
    `Hello ${input.providerName},`,
    'Here is a new private link to your LedgerLink lead dashboard. Your previous link no longer works, and devices that were signed in with it have to open this one.',
    { text: 'Your private lead dashboard', href: input.dashboardUrl },
    'Keep this link private: it opens your leads without a password.',
  ]);
}

/** The one-time sign-in link a provider asked for; `tokenId` (part of the token's hash) keys it: each link mails once. */
export function providerSigninLinkMail(input: { providerId: string; tokenId: string; to: string; providerName: string; signinUrl: string }): MailMessage {
  return compose(`dashboard-signin:${input.providerId}:${input.tokenId}`, input.to, 'Your LedgerLink sign-in link', [
    `Hello ${input.providerName},`,
    'You asked for a link to your LedgerLink lead dashboard. This one signs you in on the device where you open it; your other devices stay signed in.',
    { text: 'Open your dashboard', href: input.signinUrl },
    `It is valid for ${DASHBOARD_SIGNIN_MINUTES} minutes and works once. Need another? Ask for a new one on the dashboard page.`,
    'If you did not ask for this link, ignore this email: nobody can use it without access to your mailbox, and your dashboard is unchanged.',
  ]);
}

export function providerRejectedMail(input: { providerId: string; decidedAt: Date; to: string; providerName: string; reason: string }): MailMessage {
  return compose(`rejected:${input.providerId}:${input.decidedAt.getTime()}`, input.to, 'About your LedgerLink application', [
    `Hello ${input.providerName},`,
    'Thank you for applying to LedgerLink. We could not approve your profile at this time.',
    `Reason: ${input.reason}`,
    'You are welcome to apply again once this is resolved.',
  ]);
}

/** The customer's one-time review link once they hired a professional; keyed per lead, so a lead mails it once whatever is retried. */
export function customerReviewInvitationMail(input: {
  leadId: string;
  to: string;
  name?: string | undefined;
  provider: { fullName: string; businessName?: string | undefined };
  reviewUrl: string;
  validDays: number;
}): MailMessage {
  const who = providerDisplayName(input.provider);
  return compose(`review-invitation:${input.leadId}`, input.to, `How was your work with ${input.provider.fullName}?`, [
    greeting(input.name),
    `You hired ${who} through LedgerLink. A few words about how it went help the next customer choose.`,
    { text: `Review ${input.provider.fullName}`, href: input.reviewUrl },
    `The link works once, for ${input.validDays} days. Your review is shown on their profile as from a verified client, without your name or contact details.`,
    'Only customers who hired a professional through LedgerLink can review them.',
  ]);
}
