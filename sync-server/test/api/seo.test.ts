import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/api-server';
import { insertProviders, providerDoc } from '../support/factories';

const PUBLIC_URL = 'https://ledgerlink.example';
const GRACE_UPDATED = new Date('2026-10-05T12:00:00Z');

// The shape `vite build` gives pwa/index.html: a title and a multi-line description, then the scripts.
const BUILT_INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>LedgerLink — Find verified bookkeepers and accountants</title>
    <meta
      name="description"
      content="LedgerLink is a free marketplace."
    />
    <link rel="manifest" href="/manifest.webmanifest" />
    <script type="module" crossorigin src="/assets/index-BKaZFvr1.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

// The part of Vite's build manifest the server reads: each chunk's file and its static imports.
const BUILD_MANIFEST = {
  'index.html': { file: 'assets/index-BKaZFvr1.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-1.js' },
  '_schemas.js': { file: 'assets/schemas-2.js', imports: ['_react.js'] },
  'src/features/marketplace/MarketplacePage.tsx': { file: 'assets/MarketplacePage-3.js', imports: ['_react.js', 'index.html', '_schemas.js'] },
  'src/features/profile/ProfilePage.tsx': { file: 'assets/ProfilePage-4.js', imports: ['_schemas.js'] },
};

const titleOf = (html: string) => [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => match[1]);
const metaOf = (html: string, key: string) => html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`))?.[1];
const canonicalOf = (html: string) => html.match(/<link rel="canonical" href="([^"]*)"/)?.[1];
const jsonLdOf = (html: string) => {
  const match = html.match(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/);
  return match ? JSON.parse(match[1]!) : undefined;
};

describe('public pages: head, status, robots.txt and sitemap.xml', () => {
  let api: TestApi;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'pwa-dist-'));
    await writeFile(path.join(dist, 'index.html'), BUILT_INDEX);
    await mkdir(path.join(dist, '.vite'));
    await writeFile(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(BUILD_MANIFEST));
    api = await startTestApi({ pwaDist: dist, publicUrl: PUBLIC_URL });
    await insertProviders(api.db, [
      providerDoc({
        username: 'grace_h',
        slug: 'grace-hopper-professional-manchester',
        fullName: 'Grace Hopper',
        businessName: 'Hopper Payroll & Co',
        location: 'Manchester, United Kingdom',
        city: 'Manchester',
        country: 'United Kingdom',
        services: ['payroll'],
        bio: 'Payroll for small firms. </script><script>alert(1)</script> "quoted" & more',
        hourlyRate: 55,
        updatedAt: GRACE_UPDATED,
        averageRating: 47,
        totalReviews: 12,
      }),
      providerDoc({ username: 'chi_books', city: 'Chicago', country: 'United States', services: ['bookkeeping', 'tax-prep'] }),
      providerDoc({ username: 'pending_p', slug: 'pending-p-professional-leeds', city: 'Leeds', country: 'United Kingdom', isApproved: false }),
      providerDoc({ username: 'gone_p', city: 'Leeds', country: 'United Kingdom', isActive: false }),
    ]);
  });
  afterAll(async () => {
    await api.close();
    await rm(dist, { recursive: true, force: true });
  });

  it("sends a profile's title, description, canonical link, Open Graph tags and JSON-LD in the HTML", async () => {
    const { status, body, headers } = await api.request('/@grace_h');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^text\/html/);
    expect(titleOf(body)).toEqual(['Grace Hopper | LedgerLink']);
    expect(metaOf(body, 'description')).toBe('Payroll for small firms. &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;quoted&quot; &amp; more');
    expect(canonicalOf(body)).toBe(`${PUBLIC_URL}/@grace_h`);
    expect(metaOf(body, 'og:title')).toBe('Grace Hopper | LedgerLink');
    expect(metaOf(body, 'og:url')).toBe(`${PUBLIC_URL}/@grace_h`);
    expect(jsonLdOf(body)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'AccountingService',
      name: 'Hopper Payroll & Co',
      description: 'Payroll for small firms. </script><script>alert(1)</script> "quoted" & more',
      address: { '@type': 'PostalAddress', addressLocality: 'Manchester', addressCountry: 'United Kingdom' },
      url: `${PUBLIC_URL}/@grace_h`,
      priceRange: '$55/hour',
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.7, bestRating: 5, reviewCount: 12 },
    });
    // Nothing the provider wrote can close the JSON-LD script or open another one.
    expect(body).not.toContain('<script>alert(1)');
    expect(body.match(/<\/script>/g)).toHaveLength(2);
    // The head is written before the app's script, so it is there before any JavaScript runs.
    expect(body.indexOf('<title>')).toBeLessThan(body.indexOf('<script type="module"'));
    expect(body.indexOf('application/ld+json')).toBeLessThan(body.indexOf('<script type="module"'));
    expect(body).not.toContain('LedgerLink is a free marketplace.');
  });

  it("names a page's own scripts and first API reads as preloads, after the entry script", async () => {
    const modulePreloads = (html: string) => [...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]*)"/g)].map((match) => match[1]);
    const fetchPreloads = (html: string) => [...html.matchAll(/<link rel="preload" as="fetch"[^>]* href="([^"]*)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&'));

    const listing = (await api.request('/marketplace/united-kingdom/manchester/payroll')).body;
    // The page's chunk and what it imports, minus what the entry already loads (React).
    expect(modulePreloads(listing)).toEqual(['/assets/MarketplacePage-3.js', '/assets/schemas-2.js']);
    // The figures are in the page already (below), so only the cards are preloaded.
    expect(fetchPreloads(listing)).toEqual(['/api/bookkeepers?location=Manchester&services=payroll&page=1&limit=50']);
    expect(listing.indexOf('rel="modulepreload"')).toBeGreaterThan(listing.indexOf('/assets/index-BKaZFvr1.js'));
    expect(listing.indexOf('rel="modulepreload"')).toBeLessThan(listing.indexOf('</head>'));

    const profile = (await api.request('/@grace_h')).body;
    expect(modulePreloads(profile)).toEqual(['/assets/ProfilePage-4.js', '/assets/schemas-2.js']);
    expect(fetchPreloads(profile)).toEqual(['/api/bookkeepers/username/grace_h']);

    // A profile that is not listed still renders its page, but there is nothing to read.
    const pending = await api.request('/bookkeeper/pending-p-professional-leeds');
    expect(pending.status).toBe(404);
    expect(modulePreloads(pending.body)).toEqual(['/assets/ProfilePage-4.js', '/assets/schemas-2.js']);
    expect(fetchPreloads(pending.body)).toEqual([]);

    // The admin area is online-only and never preloaded.
    expect(modulePreloads((await api.request('/admin/login')).body)).toEqual([]);
  });

  it("writes a landing page's figures into its HTML as the stats API's answer, and a search page none", async () => {
    const answersOf = (html: string) =>
      [...html.matchAll(/<script type="application\/json" data-api-answer="([^"]*)">([\s\S]*?)<\/script>/g)].map((match) => ({
        path: match[1]!.replaceAll('&amp;', '&'),
        body: JSON.parse(match[2]!),
      }));
    const statsPath = '/api/marketplace/stats?location=Manchester&services=payroll';
    const listing = (await api.request('/marketplace/united-kingdom/manchester/payroll')).body;
    const answers = answersOf(listing);
    expect(answers.map((answer) => answer.path)).toEqual([statsPath]);
    // Exactly what the API answers the page's own read with, and what its description says.
    expect(answers[0]!.body).toEqual((await api.request(statsPath)).body);
    expect(answers[0]!.body.total).toBeGreaterThan(0);
    expect(listing.indexOf('data-api-answer')).toBeLessThan(listing.indexOf('</head>'));


    // The home page's description states the site's figures, as `GET /api/stats` counts them.
    const home = (await api.request('/')).body;
    const stats = (await api.request('/api/stats')).body;
    expect(metaOf(home, 'description')).toMatch(new RegExp(`^${stats.professionals} professionals in ${stats.countries} countr(y|ies)[,.]`));
    expect(answersOf(home)).toEqual([]);

    expect(answersOf((await api.request('/marketplace?search=payroll')).body)).toEqual([]);
    expect(answersOf((await api.request('/@grace_h')).body)).toEqual([]);
  });

  it('gives every alias of a profile the same head, canonical on /@username', async () => {
    for (const route of ['/provider/individual/grace_h', '/provider/firm/GRACE_H', '/bookkeeper/grace-hopper-professional-manchester']) {
      const { status, body } = await api.request(route);
      expect(status, route).toBe(200);
      expect(titleOf(body), route).toEqual(['Grace Hopper | LedgerLink']);
      expect(canonicalOf(body), route).toBe(`${PUBLIC_URL}/@grace_h`);
      expect(jsonLdOf(body)?.name, route).toBe('Hopper Payroll & Co');
    }
  });

  it('answers 404 with the app shell for unknown routes', async () => {
    for (const route of ['/nope', '/handle-without-at', '/@', '/provider/individual', '/about/more', '/admin/nope', '/dashboard', '/nope.js', '/hire', '/marketplace/typo', '/marketplace/manchester/nonsense']) {
      const { status, body } = await api.request(route);
      expect(status, route).toBe(404);
      expect(body, route).toContain('<div id="root"></div>');
      expect(body, route).toContain('/assets/index-BKaZFvr1.js');
      expect(titleOf(body), route).toEqual(['Page Not Found | LedgerLink']);
      expect(metaOf(body, 'robots'), route).toBe('noindex');
      expect(canonicalOf(body), route).toBeUndefined();
    }
  });

  it('answers 404 for missing, pending and inactive providers, on every profile address and the hire page', async () => {
    for (const route of ['/@pending_p', '/@gone_p', '/@nobody', '/provider/individual/pending_p', '/bookkeeper/pending-p-professional-leeds']) {
      const { status, body } = await api.request(route);
      expect(status, route).toBe(404);
      expect(body, route).toContain('<div id="root"></div>');
      expect(titleOf(body), route).toEqual(['Professional not found | LedgerLink']);
      expect(jsonLdOf(body), route).toBeUndefined();
      expect(body, route).not.toContain('pending_p');
    }
    expect((await api.request('/hire/pending-p-professional-leeds')).status).toBe(404);
    const hire = await api.request('/hire/grace-hopper-professional-manchester');
    expect(hire.status).toBe(200);
    expect(titleOf(hire.body)).toEqual(['Hire Grace Hopper | LedgerLink']);
  });

  it('titles marketplace pages from the address, with a canonical address', async () => {
    const payroll = await api.request('/marketplace/manchester/payroll');
    expect(payroll.status).toBe(200);
    expect(titleOf(payroll.body)).toEqual(['Payroll professionals in Manchester | LedgerLink']);
    // A landing page's description is its introduction from the live figures.
    expect(metaOf(payroll.body, 'description')).toBe(
      '1 verified Payroll professional in Manchester is listed on LedgerLink. Rated 4.7 out of 5 on average across 12 client reviews. The hourly rate is $55.',
    );
    expect(metaOf(payroll.body, 'robots')).toBeUndefined();
    expect(canonicalOf(payroll.body)).toBe(`${PUBLIC_URL}/marketplace/manchester/payroll`);

    const country = await api.request('/marketplace/professionals/united-kingdom?page=2');
    expect(titleOf(country.body)).toEqual(['Professionals in United Kingdom – Page 2 | LedgerLink']);
    expect(canonicalOf(country.body)).toBe(`${PUBLIC_URL}/marketplace/united-kingdom?page=2`);
    expect(titleOf((await api.request('/marketplace')).body)).toEqual(['Bookkeeping &amp; accounting professionals | LedgerLink']);
  });

  it('keeps a marketplace page with nobody listed out of search results, counting only public providers', async () => {
    // Leeds has a pending and an inactive provider: neither is listed, so the page is empty.
    const leeds = await api.request('/marketplace/leeds');
    expect(leeds.status).toBe(200);
    expect(metaOf(leeds.body, 'robots')).toBe('noindex');
    expect(metaOf(leeds.body, 'description')).toBe('Compare verified professionals in Leeds with ratings and prices. Free to browse, connect directly.');
  });

  it('titles the home and static pages as the PWA does, and keeps private pages out of search results', async () => {
    const home = await api.request('/');
    expect(home.status).toBe(200);
    expect(titleOf(home.body)).toEqual(['LedgerLink — Find verified bookkeepers, accountants and tax professionals']);
    expect(canonicalOf(home.body)).toBe(`${PUBLIC_URL}/`);
    const about = await api.request('/about/');
    expect(titleOf(about.body)).toEqual(['About | LedgerLink']);
    expect(canonicalOf(about.body)).toBe(`${PUBLIC_URL}/about`);
    expect(canonicalOf((await api.request('/privacy-policy')).body)).toBe(`${PUBLIC_URL}/privacy`);
    expect(titleOf((await api.request('/find-accountant/step-2')).body)).toEqual(['Find an Accountant | LedgerLink']);

    for (const route of ['/admin', '/admin/login', '/admin/crud', '/dashboard/66f000000000000000000001', '/thank-you', '/bookkeeper-thank-you', '/onboarding-success']) {
      const { status, body } = await api.request(route);
      expect(status, route).toBe(200);
      expect(metaOf(body, 'robots'), route).toBe('noindex');
      expect(canonicalOf(body), route).toBeUndefined();
    }
    expect(metaOf(about.body, 'robots')).toBeUndefined();
  });

  it('serves robots.txt that keeps crawlers out of admin, dashboards and thank-you pages and points at the sitemap', async () => {
    const { status, body, headers } = await api.request('/robots.txt');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const lines = String(body).split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/admin', '/dashboard', '/thank-you', '/bookkeeper-thank-you', '/onboarding-success']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(lines.some((line) => line === 'Disallow: /' || line === 'Disallow:')).toBe(false);
  });

  it('serves a valid sitemap.xml of the home page, static pages, public profiles and marketplace pages with providers', async () => {
    const { status, body, headers } = await api.request('/sitemap.xml');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = String(body);
    // Well-formed for its whole grammar: declaration, one urlset, <url><loc> entries with only escaped text.
    expect(xml).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">\n(<url><loc>([^<>&]|&(amp|lt|gt|quot|apos);)+<\/loc>(<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>)?<\/url>\n)+<\/urlset>\n$/,
    );
    // A profile and the listings it appears in carry the date of the provider's last change.
    expect(xml).toContain(`<loc>${PUBLIC_URL}/@grace_h</loc><lastmod>${GRACE_UPDATED.toISOString().slice(0, 10)}</lastmod>`);
    expect(xml).toContain(`<loc>${PUBLIC_URL}/marketplace/manchester/payroll</loc><lastmod>${GRACE_UPDATED.toISOString().slice(0, 10)}</lastmod>`);
    expect(xml).toContain(`<loc>${PUBLIC_URL}/about</loc></url>`);
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!.replace(PUBLIC_URL, ''));
    expect(new Set(locs).size).toBe(locs.length);
    for (const path of [
      '/',
      '/marketplace',
      '/about',
      '/how-it-works',
      '/privacy',
      '/find-accountant',
      '/@grace_h',
      '/@chi_books',
      '/marketplace/united-kingdom',
      '/marketplace/manchester',
      '/marketplace/payroll',
      '/marketplace/manchester/payroll',
      '/marketplace/united-kingdom/payroll',
      '/marketplace/chicago/tax-prep',
      '/marketplace/united-states/bookkeeping',
    ]) {
      expect(locs, path).toContain(path);
    }
    for (const path of ['/@pending_p', '/@gone_p', '/marketplace/leeds', '/marketplace/canada', '/marketplace/cfo-services', '/admin', '/thank-you', '/dashboard']) {
      expect(locs, path).not.toContain(path);
    }
    expect(locs.every((loc) => loc.startsWith('/'))).toBe(true);
  });

  it('keeps the sitemap for a few minutes instead of rebuilding it on every request', async () => {
    await api.request('/sitemap.xml');
    await insertProviders(api.db, [providerDoc({ username: 'late_arrival' })]);
    const { body, headers } = await api.request('/sitemap.xml');
    expect(String(body)).not.toContain('/@late_arrival');
    expect(headers.get('cache-control')).toBe('public, max-age=300');
  });
});
