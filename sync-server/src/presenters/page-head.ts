import { hirePageMeta, profilePageMeta, profilePath, providerJsonLd } from '@ledgerlink/shared-schema';
import type { BookkeeperDoc } from '../db/documents';
import { presentPublicBookkeeper } from './bookkeeper';
import type { PagePreload } from './page-preload';

/** What a public page's head says, and the status it is served with (http/html-head.ts writes it into the HTML). */
export interface PageHead {
  status: 200 | 404;
  /** The whole document title. */
  title: string;
  description: string;
  /** Absolute; absent on pages that should not be indexed. */
  canonicalUrl?: string;
  noindex?: boolean;
  imageUrl?: string;
  jsonLd?: Record<string, unknown>;
  /** The page's own chunk and first API reads, for the browser to fetch beside the entry script. */
  preload?: PagePreload;
  /** API reads the server has already answered for this page, written into it (the PWA's ui/initial-answer.ts). */
  answers?: ApiAnswer[];
}

export interface ApiAnswer {
  /** The path the PWA reads, exactly as it asks for it. */
  path: string;
  /** The body the API gives for that path. */
  body: unknown;
}

/**
 * The head of a listed provider's pages, built from the public profile (never the stored document),
 * so the HTML holds only what the API would show. A profile's canonical address is `/@username`
 * (shared profilePath) whichever alias was asked for; its JSON-LD is the one the PWA builds (shared providerJsonLd).
 */
export function presentProfileHead(doc: BookkeeperDoc, publicUrl: string): PageHead {
  const provider = presentPublicBookkeeper(doc);
  return {
    status: 200,
    ...profilePageMeta(provider),
    canonicalUrl: `${publicUrl}${profilePath(provider.username)}`,
    ...(provider.profileImageUrl ? { imageUrl: provider.profileImageUrl } : {}),
    jsonLd: providerJsonLd(provider, publicUrl),
  };
}

export function presentHireHead(doc: BookkeeperDoc, publicUrl: string): PageHead {
  const provider = presentPublicBookkeeper(doc);
  return { status: 200, ...hirePageMeta(provider), canonicalUrl: `${publicUrl}/hire/${encodeURIComponent(provider.slug)}` };
}
