import { hirePageMeta, profilePageMeta, providerJsonLd } from '@ledgerlink/shared-schema';
import type { BookkeeperDoc } from '../db/documents';
import type { PageHead } from '../http/html-head';
import { profileUrl } from '../services/site-links';
import { presentPublicBookkeeper } from './bookkeeper';

/**
 * The head of a listed provider's pages, built from the public profile (never the stored document),
 * so the HTML holds only what the API would show. A profile's canonical address is `/@username`
 * whichever alias was asked for; its JSON-LD is the one the PWA builds (shared providerJsonLd).
 */
export function presentProfileHead(doc: BookkeeperDoc, publicUrl: string): PageHead {
  const provider = presentPublicBookkeeper(doc);
  return {
    status: 200,
    ...profilePageMeta(provider),
    canonicalUrl: profileUrl(publicUrl, provider.username),
    ...(provider.profileImageUrl ? { imageUrl: provider.profileImageUrl } : {}),
    jsonLd: providerJsonLd(provider, publicUrl),
  };
}

export function presentHireHead(doc: BookkeeperDoc, publicUrl: string): PageHead {
  const provider = presentPublicBookkeeper(doc);
  return { status: 200, ...hirePageMeta(provider), canonicalUrl: `${publicUrl}/hire/${encodeURIComponent(provider.slug)}` };
}
