import { describe, expect, it } from 'vitest';
import { adminChunkProblems, chunkFileName, isAdminChunk, precacheWithoutAdminChunks, type ChunkInfo } from './admin-chunks';

const SESSION = '/app/pwa/src/features/admin/admin-session.ts';

/** A build like the app's: the entry imports the admin pages lazily, the admin chunks import public ones. */
const build = (): ChunkInfo[] => [
  { fileName: 'assets/index-a.js', imports: ['assets/react-b.js'], moduleIds: ['/app/pwa/src/main.tsx', '/app/pwa/src/app/routes.tsx'] },
  { fileName: 'assets/react-b.js', imports: [], moduleIds: ['/app/node_modules/react/index.js'] },
  { fileName: 'assets/AdminLayout-c.js', imports: ['assets/react-b.js', 'assets/admin-admin-session-d.js'], moduleIds: ['/app/pwa/src/app/layout/AdminLayout.tsx'] },
  { fileName: 'assets/admin-admin-session-d.js', imports: ['assets/react-b.js'], moduleIds: [SESSION] },
  { fileName: 'assets/MarketplacePage-e.js', imports: ['assets/react-b.js'], moduleIds: ['/app/pwa/src/features/marketplace/MarketplacePage.tsx'] },
];

describe('admin chunk names', () => {
  it('prefix every chunk holding an admin module', () => {
    expect(chunkFileName({ moduleIds: ['/app/pwa/src/ui/Button.tsx', SESSION] })).toBe('assets/admin-[name]-[hash].js');
    expect(chunkFileName({ moduleIds: ['/app/pwa/src/ui/Button.tsx'] })).toBe('assets/[name]-[hash].js');
  });

  it('are what the precache leaves out (Admin*, admin-*)', () => {
    expect(['assets/AdminLayout-c.js', 'assets/admin-admin-session-d.js'].every(isAdminChunk)).toBe(true);
    expect(['assets/MarketplacePage-e.js', 'assets/index-a.js', 'assets/readmin-x.js'].some(isAdminChunk)).toBe(false);
  });
});

describe('adminChunkProblems', () => {
  it('finds none in a build that keeps admin code in admin chunks', () => {
    expect(adminChunkProblems(build())).toEqual([]);
  });

  it('reports an admin module outside the admin chunks, e.g. in the entry', () => {
    const built = build().map((chunk) => (chunk.fileName === 'assets/index-a.js' ? { ...chunk, moduleIds: [...chunk.moduleIds, SESSION] } : chunk));
    expect(adminChunkProblems(built)).toEqual([`assets/index-a.js holds admin modules (${SESSION}) but is not named as an admin chunk`]);
  });

  it('reports a public chunk importing an admin chunk statically', () => {
    const built = build().map((chunk) => (chunk.fileName === 'assets/MarketplacePage-e.js' ? { ...chunk, imports: [...chunk.imports, 'assets/admin-admin-session-d.js'] } : chunk));
    expect(adminChunkProblems(built)).toEqual(['assets/MarketplacePage-e.js is public but imports assets/admin-admin-session-d.js statically']);
  });
});

describe('precacheWithoutAdminChunks', () => {
  it('fails when the precache lists an admin chunk', () => {
    const entries = ['index.html', 'assets/index-a.js', 'assets/AdminLayout-c.js', 'assets/admin-admin-session-d.js'].map((url) => ({ url, revision: null }));
    expect(() => precacheWithoutAdminChunks(entries)).toThrow('admin chunks: the service worker would precache assets/AdminLayout-c.js, assets/admin-admin-session-d.js');
  });

  it('passes a precache of public files through', () => {
    const entries = [{ url: 'index.html' }, { url: 'assets/index-a.js' }];
    expect(precacheWithoutAdminChunks(entries)).toEqual({ manifest: entries, warnings: [] });
  });
});
