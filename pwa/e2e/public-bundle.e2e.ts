import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The built PWA (`test:e2e` builds first), through Vite's manifest: what the shared "public" chunk
// (scripts/public-chunk.ts) does to the scripts a first visit loads.
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;

/** The script files a page's chunk and the entry load before the page renders (their static imports). */
function scriptsOf(pageSource: string): string[] {
  const keys = new Set<string>();
  const visit = (key: string) => {
    if (keys.has(key)) return;
    keys.add(key);
    manifest[key]!.imports?.forEach(visit);
  };
  visit(Object.keys(manifest).find((key) => manifest[key]!.isEntry)!);
  visit(pageSource);
  return [...keys].map((key) => manifest[key]!.file);
}

const isPublicChunk = (file: string) => /^assets\/public-[\w-]+\.js$/.test(file);

describe('the public chunk of the build', () => {
  it('is never loaded by the home page', () => {
    expect(scriptsOf('src/features/home/HomePage.tsx').filter(isPublicChunk)).toEqual([]);
  });

  it('carries the shared code of the marketplace and a profile, so each loads a dozen scripts at most', () => {
    for (const page of ['src/features/marketplace/MarketplacePage.tsx', 'src/features/profile/ProfilePage.tsx']) {
      const scripts = scriptsOf(page);
      expect({ page, public: scripts.some(isPublicChunk) }).toEqual({ page, public: true });
      expect({ page, scripts: scripts.length <= 12 }).toEqual({ page, scripts: true });
    }
  });
});
