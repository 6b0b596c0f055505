import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The built PWA (`test:e2e` builds first): the back office is online-only (ARCHITECTURE §2), so no
// chunk the public app reaches holds admin code, and the service worker precaches no admin chunk.
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const assets = path.join(dist, 'assets');
const isAdminChunk = (file: string) => /^(Admin|admin-)/.test(file);
const chunkImports = (file: string) => [...readFileSync(path.join(assets, file), 'utf8').matchAll(/["'`]\.\/([\w.-]+\.js)["'`]/g)].map((match) => match[1]!);

/** Every chunk the public app can load (statically or lazily) without entering the admin area. */
function publicChunks(): Set<string> {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const reached = new Set<string>();
  const visit = (file: string) => {
    if (reached.has(file) || isAdminChunk(file)) return;
    reached.add(file);
    chunkImports(file).forEach(visit);
  };
  [...html.matchAll(/assets\/([\w.-]+\.js)/g)].forEach((match) => visit(match[1]!));
  return reached;
}

describe('the admin chunks of the build', () => {
  const chunks = readdirSync(assets).filter((file) => file.endsWith('.js'));
  const precache = readFileSync(path.join(dist, 'sw.js'), 'utf8');

  it('hold the back office, its query client and its charts', () => {
    const admin = chunks.filter(isAdminChunk);
    for (const name of ['AdminDashboardPage', 'AdminCrudPage', 'AdminUploadPage', 'AdminAnalyticsCharts', 'admin-query-client']) {
      expect(admin.some((file) => file.includes(name))).toBe(true);
    }
  });

  it('are never precached, while every public chunk is', () => {
    const reached = publicChunks();
    for (const file of chunks) expect({ file, precached: precache.includes(`assets/${file}`) }).toEqual({ file, precached: reached.has(file) });
  });

  it('leave admin code out of every public chunk', () => {
    for (const file of publicChunks()) {
      const code = readFileSync(path.join(assets, file), 'utf8');
      expect({ file, admin: /All caught up!|refetchOnWindowFocus|recharts-surface/.test(code) }).toEqual({ file, admin: false });
    }
  });
});
