import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** One chunk of Vite's build manifest (`.vite/manifest.json`): its file and the chunks it imports statically. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type BuildManifest = Record<string, ManifestChunk>;

/**
 * The script files a page module needs beyond what the entry already loads: the module's chunk and
 * every chunk it imports statically, transitively. These are what a page's HTML can name as
 * modulepreloads, so they download beside the entry instead of after it has run.
 */
export function pageScriptFiles(manifest: BuildManifest, pageModule: string): string[] {
  const closure = (keys: string[]) => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      manifest[key].imports?.forEach(visit);
    };
    keys.forEach(visit);
    return seen;
  };
  if (!manifest[pageModule]) return [];
  const entry = closure(Object.keys(manifest).filter((key) => manifest[key]!.isEntry));
  return [...closure([pageModule])].filter((key) => !entry.has(key)).map((key) => `/${manifest[key]!.file}`);
}

/**
 * Reads the build manifest, again only after a rebuild (a new modification time). Undefined when
 * the build has none: pages then go without preloads, nothing else changes.
 */
export function buildManifestReader(distDir: string): () => BuildManifest | undefined {
  const file = path.join(distDir, '.vite', 'manifest.json');
  let cached: { mtimeMs: number; manifest: BuildManifest } | undefined;
  return () => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      return undefined;
    }
    if (cached?.mtimeMs !== mtimeMs) {
      try {
        cached = { mtimeMs, manifest: JSON.parse(readFileSync(file, 'utf8')) as BuildManifest };
      } catch {
        return undefined; // caught mid-write by a running build: the next request reads it again
      }
    }
    return cached.manifest;
  };
}
