import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { SITE_NAME, canonicalPathOf, resolvePublicPage } from '@ledgerlink/shared-schema';

export interface PageMeta {
  /** The page's own title; the site name is appended (`About | LedgerLink`). */
  title: string;
  description: string;
  /** Use `title` as the whole document title (the home page: `LedgerLink — ...`). */
  exactTitle?: boolean;
  /** Keep the page out of search results (confirmation pages). */
  noindex?: boolean;
  /** The canonical path when the address alone does not tell it (a profile's `/@username`). */
  canonicalPath?: string;
}

export const pageTitle = (title: string) => `${title} | ${SITE_NAME}`;

function setMetaTag(attribute: 'name' | 'property', key: string, content: string | null) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === null) {
    tag?.remove();
    return;
  }
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.append(tag);
  }
  tag.content = content;
}

function setCanonicalLink(href: string | null) {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (href === null) {
    link?.remove();
    return;
  }
  if (!link) {
    link = document.createElement('link');
    link.rel = 'canonical';
    document.head.append(link);
  }
  link.href = href;
}

/**
 * The server writes the first page's head into the HTML (tags marked `data-page-head`). Tags found
 * by name are rewritten below; its structured data and image are not, so they are dropped once the
 * app owns the head: pages add their own (useJsonLd), and a stale profile's data never outlives it.
 */
function dropServerOnlyTags() {
  document.head.querySelectorAll('script[type="application/ld+json"][data-page-head], meta[property="og:image"][data-page-head]').forEach((tag) => tag.remove());
}

/**
 * Sets the document title, meta description, canonical link and social-sharing tags for the
 * current page. The canonical address follows shared-schema's resolvePublicPage, the rule the
 * server's HTML uses, so both name the same address.
 */
export function usePageMeta({ title, description, exactTitle = false, noindex = false, canonicalPath }: PageMeta): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const fullTitle = exactTitle ? title : pageTitle(title);
    const canonical = noindex ? undefined : (canonicalPath ?? canonicalPathOf(resolvePublicPage(pathname, search)));
    dropServerOnlyTags();
    document.title = fullTitle;
    setMetaTag('name', 'description', description);
    setMetaTag('property', 'og:title', fullTitle);
    setMetaTag('property', 'og:description', description);
    setMetaTag('property', 'og:site_name', SITE_NAME);
    setMetaTag('property', 'og:type', 'website');
    setMetaTag('property', 'og:url', canonical ? `${window.location.origin}${canonical}` : window.location.href);
    setMetaTag('name', 'twitter:card', 'summary');
    setMetaTag('name', 'robots', noindex ? 'noindex' : null);
    setCanonicalLink(canonical ? `${window.location.origin}${canonical}` : null);
  }, [title, description, exactTitle, noindex, canonicalPath, pathname, search]);
}
