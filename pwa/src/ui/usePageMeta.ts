import { useEffect } from 'react';
import { SITE_NAME } from '@ledgerlink/shared-schema';

export interface PageMeta {
  /** The page's own title; the site name is appended (`About | LedgerLink`). */
  title: string;
  description: string;
  /** Use `title` as the whole document title (the home page: `LedgerLink — ...`). */
  exactTitle?: boolean;
  /** Keep the page out of search results (confirmation pages). */
  noindex?: boolean;
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

/** Sets the document title, meta description and social-sharing tags for the current page. */
export function usePageMeta({ title, description, exactTitle = false, noindex = false }: PageMeta): void {
  useEffect(() => {
    const fullTitle = exactTitle ? title : pageTitle(title);
    document.title = fullTitle;
    setMetaTag('name', 'description', description);
    setMetaTag('property', 'og:title', fullTitle);
    setMetaTag('property', 'og:description', description);
    setMetaTag('property', 'og:site_name', SITE_NAME);
    setMetaTag('property', 'og:type', 'website');
    setMetaTag('property', 'og:url', window.location.href);
    setMetaTag('name', 'twitter:card', 'summary');
    setMetaTag('name', 'robots', noindex ? 'noindex' : null);
  }, [title, description, exactTitle, noindex]);
}
