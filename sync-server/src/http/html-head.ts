/**
 * Writes a page's head (presenters/page-head.ts) into the built index.html, so crawlers and link
 * previews see the real title, description, canonical link, Open Graph tags and JSON-LD before any
 * JavaScript runs.
 * Invariant: every value is escaped for its context (text and attributes by HTML escaping, the JSON-LD
 * with `<`, `>`, `&` and the JS line separators as \u escapes so no value can close the script element).
 * The tags carry `data-page-head` so the PWA can tell them from its own.
 */
import { SITE_NAME } from '@ledgerlink/shared-schema';
import type { ApiAnswer, PageHead } from '../presenters/page-head';
import { escapeHtml } from '../services/escape-html';

const JSON_SCRIPT_ESCAPES: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' };
export const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => JSON_SCRIPT_ESCAPES[char]!);

function headTags(head: PageHead): string[] {
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" data-page-head>`;
  const tags = [`<title>${escapeHtml(head.title)}</title>`, meta('name', 'description', head.description)];
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  if (head.canonicalUrl) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" data-page-head>`);
  tags.push(
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', 'website'),
  );
  if (head.canonicalUrl) tags.push(meta('property', 'og:url', head.canonicalUrl));
  if (head.imageUrl) tags.push(meta('property', 'og:image', head.imageUrl));
  tags.push(meta('name', 'twitter:card', 'summary'));
  if (head.jsonLd) tags.push(`<script type="application/ld+json" data-page-head>${jsonForScript(head.jsonLd)}</script>`);
  return tags;
}

/** An answer as inert JSON (never run): the PWA takes it by path instead of fetching it. */
const answerTag = (answer: ApiAnswer) => `<script type="application/json" data-api-answer="${escapeHtml(answer.path)}">${jsonForScript(answer.body)}</script>`;

/**
 * Preload links for a page's scripts (as the entry loads them: module scripts in CORS mode) and its
 * API reads (as the PWA's fetch client sends them: with credentials), so the browser reuses them.
 * At low priority: they must not hold back the entry script and stylesheet, which paint first.
 */
function preloadTags(scripts: string[], reads: string[]): string[] {
  return [
    ...scripts.map((href) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${escapeHtml(href)}">`),
    ...reads.map((href) => `<link rel="preload" as="fetch" crossorigin="use-credentials" fetchpriority="low" href="${escapeHtml(href)}">`),
  ];
}

const TITLE = /<title>[\s\S]*?<\/title>\s*/i;
const DESCRIPTION = /<meta\s+name=["']description["'][^>]*>\s*/i;

/**
 * The template's own title and description are replaced; the new tags go where its title was, or
 * else before its first script or the end of its head, always ahead of any script. The preloads
 * (`preloadScripts`: the files of `head.preload.module`, which static-pwa.ts resolves from the build
 * manifest) go last in the head, so the entry script and stylesheet are asked for first; a read
 * with an answer in the page is not preloaded.
 */
export function injectPageHead(template: string, head: PageHead, preloadScripts: string[] = []): string {
  const html = injectHeadTags(template, head);
  const answers = head.answers ?? [];
  const reads = (head.preload?.reads ?? []).filter((read) => !answers.some((answer) => answer.path === read));
  const preloads = [...preloadTags(preloadScripts, reads), ...answers.map(answerTag)];
  const headEnd = html.search(/<\/head>/i);
  if (preloads.length === 0 || headEnd < 0) return html;
  return `${html.slice(0, headEnd).trimEnd()}\n    ${preloads.join('\n    ')}\n  ${html.slice(headEnd)}`;
}

function injectHeadTags(template: string, head: PageHead): string {
  const titleAt = template.search(TITLE);
  let html = template.replace(TITLE, '\u0000').replace(DESCRIPTION, '');
  const marker = html.indexOf('\u0000');
  const block = `${headTags(head).join('\n    ')}\n    `;
  if (marker >= 0 && titleAt >= 0) {
    const firstScript = html.search(/<script\b/i);
    if (firstScript < 0 || marker < firstScript) return html.replace('\u0000', block);
    html = html.replace('\u0000', '');
  }
  const anchor = [html.search(/<script\b/i), html.search(/<\/head>/i)].filter((index) => index >= 0);
  if (anchor.length) {
    const at = Math.min(...anchor);
    return `${html.slice(0, at)}${block}${html.slice(at)}`;
  }
  const afterDoctype = html.match(/^\s*<!doctype[^>]*>/i)?.[0].length ?? 0;
  return `${html.slice(0, afterDoctype)}${block}${html.slice(afterDoctype)}`;
}
