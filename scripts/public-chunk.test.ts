import { describe, expect, it } from 'vitest';
import { chunksHomeLoads, publicChunkGroup, publicChunkProblems, type ChunkInfo } from './public-chunk';

const HOME = '/app/pwa/src/features/home/HomePage.tsx';

const chunk = (fileName: string, fields: Partial<ChunkInfo> = {}): ChunkInfo => ({
  fileName,
  name: fileName.replace(/^assets\/|-\w+\.js$/g, ''),
  isEntry: false,
  facadeModuleId: null,
  imports: [],
  moduleIds: [],
  ...fields,
});

/** A build like the app's: the entry, the home page and the marketplace, sharing a public chunk. */
const build = (): ChunkInfo[] => [
  chunk('assets/index-a.js', { isEntry: true, imports: ['assets/react-b.js'], moduleIds: ['/app/pwa/src/main.tsx', '/app/shared-schema/src/constants.ts'] }),
  chunk('assets/react-b.js', { moduleIds: ['/app/node_modules/react/index.js'] }),
  chunk('assets/HomePage-c.js', { facadeModuleId: HOME, imports: ['assets/react-b.js', 'assets/star-d.js'], moduleIds: [HOME] }),
  chunk('assets/star-d.js', { moduleIds: ['/app/node_modules/lucide-react/dist/esm/icons/star.mjs'] }),
  chunk('assets/MarketplacePage-e.js', { facadeModuleId: '/app/pwa/src/features/marketplace/MarketplacePage.tsx', imports: ['assets/public-f.js', 'assets/star-d.js'] }),
  chunk('assets/public-f.js', { moduleIds: ['/app/node_modules/zod/v4/classic/schemas.js'] }),
];

describe('chunksHomeLoads', () => {
  it('is the entry and the home page with their static imports, not the other pages', () => {
    expect(
      chunksHomeLoads(build(), HOME)
        .map((loaded) => loaded.fileName)
        .sort(),
    ).toEqual(['assets/HomePage-c.js', 'assets/index-a.js', 'assets/react-b.js', 'assets/star-d.js']);
  });

  it('fails when no chunk is the home page, rather than planning with the entry alone', () => {
    expect(() => chunksHomeLoads(build(), '/app/pwa/src/features/landing/HomePage.tsx')).toThrow(/no chunk of the build is the home page/);
  });

  it('fails when the build has no entry chunk', () => {
    expect(() => chunksHomeLoads(build().map((built) => ({ ...built, isEntry: false })), HOME)).toThrow(/no entry chunk/);
  });
});

describe('publicChunkGroup', () => {
  const { test } = publicChunkGroup(new Set(['/app/shared-schema/src/constants.ts']));

  it('takes the shared families except what the home page loads', () => {
    expect(test('/app/node_modules/zod/v4/classic/schemas.js')).toBe(true);
    expect(test('/app/node_modules/lucide-react/dist/esm/icons/star.mjs')).toBe(true);
    expect(test('/app/shared-schema/src/slug.ts')).toBe(true);
    expect(test('/app/shared-schema/src/constants.ts')).toBe(false);
    expect(test('/app/pwa/src/ui/Button.tsx')).toBe(false);
  });

  it("takes the PWA's provider display pieces, which import nothing else, and no other app module", () => {
    expect(test('/app/pwa/src/ui/ProviderAvatar.tsx')).toBe(true);
    expect(test('/app/pwa/src/ui/provider-display.ts')).toBe(true);
    // It reads the outbox (IndexedDB): grouped, every public page would load Dexie.
    expect(test('/app/pwa/src/ui/RequestPageLink.tsx')).toBe(false);
    expect(test('/app/pwa/src/ui/provider-display.test.ts')).toBe(false);
  });
});

describe('publicChunkProblems', () => {
  it('finds none in a build that keeps the plan', () => {
    expect(publicChunkProblems(build(), HOME)).toEqual([]);
  });

  it('reports the home page loading the public chunk', () => {
    const built = build().map((each) => (each.facadeModuleId === HOME ? { ...each, imports: [...each.imports, 'assets/public-f.js'] } : each));
    expect(publicChunkProblems(built, HOME)).toEqual([expect.stringMatching(/^the home page loads assets\/public-f\.js before it paints/)]);
  });

  it('reports a build without a public chunk, or with more than one', () => {
    expect(publicChunkProblems(build().filter((each) => each.name !== 'public'), HOME)).toEqual(['expected one "public" chunk, got none']);
    expect(publicChunkProblems([...build(), chunk('assets/public-g.js')], HOME)).toEqual(['expected one "public" chunk, got assets/public-f.js, assets/public-g.js']);
  });

  it('fails when the home page is missing from the build', () => {
    expect(() => publicChunkProblems(build(), '/app/pwa/src/features/home/Home.tsx')).toThrow(/home page/);
  });
});
