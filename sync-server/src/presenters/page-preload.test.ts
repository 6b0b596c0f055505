import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolvePublicPage } from '@ledgerlink/shared-schema';
import { describe, expect, it } from 'vitest';
import { PAGE_MODULES, presentPagePreload } from './page-preload';

const pwaDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../pwa');
const routes = readFileSync(path.join(pwaDir, 'src/app/routes.tsx'), 'utf8');
const preloadOf = (address: string) => {
  const url = new URL(address, 'http://x');
  return presentPagePreload(resolvePublicPage(url.pathname, url.search), url.pathname, true);
};

describe('page preloads', () => {
  it('names only page modules that the PWA router loads lazily', () => {
    for (const module of Object.values(PAGE_MODULES)) {
      const importPath = `../${module.replace(/^src\//, '').replace(/\.tsx$/, '')}`;
      expect(routes, module).toContain(`import('${importPath}')`);
    }
  });

  it('picks the page of each kind of address', () => {
    expect(preloadOf('/')?.module).toBe(PAGE_MODULES['']);
    expect(preloadOf('/find-accountant/some-slug')?.module).toBe(PAGE_MODULES['find-accountant']);
    expect(preloadOf('/about')?.module).toBe(PAGE_MODULES.static);
    expect(preloadOf('/hire/some-slug')).toEqual({ module: PAGE_MODULES.hire, reads: [] });
    expect(preloadOf('/nowhere/at/all')?.module).toBe(PAGE_MODULES.notFound);
    expect(preloadOf('/admin/dashboard')).toBeUndefined();
    // A customer's request page and its unsubscribe page, each its own chunk.
    expect(preloadOf('/request/0123456789abcdef01234567')?.module).toBe(PAGE_MODULES.request);
    expect(preloadOf('/request/0123456789abcdef01234567/unsubscribe')?.module).toBe(PAGE_MODULES.requestUnsubscribe);
  });

  it('reads what the PWA reads first: no introduction figures for a free-text search', () => {
    expect(preloadOf('/marketplace/firms?search=cpa')?.reads).toEqual(['/api/bookkeepers?providerType=firm&search=cpa&page=1&limit=50']);
    expect(preloadOf('/bookkeeper/a-slug')?.reads).toEqual(['/api/bookkeepers/slug/a-slug']);
  });
});
