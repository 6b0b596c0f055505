import { build, type Plugin, type PluginOption, type Rollup } from 'vite';

/**
 * One chunk for the code the public pages share beyond what `/` first paints with.
 *
 * Left to itself, Rolldown gives every set of pages that shares a module a chunk of its own: the
 * marketplace would load 22 scripts, 16 of them the shared schemas (zod), shared-schema's rules and
 * icons, many under 1 KB. On a phone each is a request, and Lighthouse's simulated LCP counts
 * them all. Grouped, the marketplace loads 11.
 *
 * A group is one chunk: every page that needs any module of it loads all of it. So the group
 * leaves out every module `/` loads before its first paint (the entry's static graph and the home
 * page's chunks), else the home page would load the schemas too. Which modules those are is known
 * only after chunking: a group's `test` and `name` see the import graph before tree-shaking, where
 * shared-schema's and lucide's barrels make the entry reach every schema and icon, and Rolldown's
 * `$initial` tag covers the entry but not a lazy route. So a plan build (the same app, nothing
 * written) finds them first, and `publicChunkCheck` fails the real build when the plan no longer holds.
 */

/**
 * The families the public pages share: zod, the shared schemas and rules, the icons, and the PWA's
 * provider display pieces (avatar, the marketplace card and its icons, facts, labels, review marks,
 * skeletons, "updated … ago", the cards' routed links) and the forms' honeypot field, which import
 * nothing but those, React and the router, so grouping them never pulls anything else (IndexedDB,
 * the outbox) into the chunk.
 */
const SHARED =
  /node_modules[\\/](zod|lucide-react)[\\/]|shared-schema[\\/]src[\\/]|pwa[\\/]src[\\/](ui[\\/](ProviderAvatar|ProviderCard|card-icons|ProviderFacts|provider-display|ReviewOriginMark|Skeleton|Stars|use-routed-anchors|form[\\/]HoneypotField)|lib[\\/](time-ago|server-errors))\.tsx?$/;

/** The group's chunk name. */
const PUBLIC = 'public';

/** What the plan and the checks read of a built chunk. */
export type ChunkInfo = Pick<Rollup.OutputChunk, 'fileName' | 'name' | 'isEntry' | 'facadeModuleId' | 'imports' | 'moduleIds'>;

/**
 * The chunks a visit to `/` loads before its first paint: the entry chunks and the home page's
 * (a lazy route, found by its module id), with everything they import statically. Throws when the
 * build has no entry or no chunk for the home page (moved or renamed), rather than planning without it.
 */
export function chunksHomeLoads(chunks: readonly ChunkInfo[], homePage: string): ChunkInfo[] {
  const entries = chunks.filter((chunk) => chunk.isEntry);
  const home = chunks.find((chunk) => chunk.facadeModuleId === homePage);
  if (!entries.length) throw new Error('public chunk: the build has no entry chunk');
  if (!home) throw new Error(`public chunk: no chunk of the build is the home page ${homePage} (moved? update HOME_PAGE in vite.config.ts)`);
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loaded = new Set<ChunkInfo>();
  const load = (chunk: ChunkInfo | undefined) => {
    if (!chunk || loaded.has(chunk)) return;
    loaded.add(chunk);
    for (const file of chunk.imports) load(byFile.get(file));
  };
  [...entries, home].forEach(load);
  return [...loaded];
}

/** Every module in the chunks a visit to `/` loads before its first paint, from a build of the app that writes nothing. */
export async function modulesHomeLoads(root: string, plugins: PluginOption[], homePage: string): Promise<Set<string>> {
  const result = await build({ configFile: false, root, logLevel: 'silent', plugins, build: { write: false, manifest: false } });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const chunks = outputs.flatMap((output) => output.output).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
  return new Set(chunksHomeLoads(chunks, homePage).flatMap((chunk) => chunk.moduleIds));
}

/**
 * The group (Rolldown `output.codeSplitting.groups`): shared modules two or more pages import,
 * except those `/` already loads. Their own dependencies stay where they are
 * (`includeDependenciesRecursively: false`): pulled in, the entry's would move into this chunk and
 * the home page would load it after all.
 */
export function publicChunkGroup(homeModules: ReadonlySet<string>) {
  return {
    name: PUBLIC,
    minShareCount: 2,
    includeDependenciesRecursively: false,
    test: (id: string) => SHARED.test(id) && !homeModules.has(id),
  };
}

/** What is wrong with the real build's chunks: not exactly one public chunk, or `/` loading it before it paints. */
export function publicChunkProblems(chunks: readonly ChunkInfo[], homePage: string): string[] {
  const problems: string[] = [];
  const publicChunks = chunks.filter((chunk) => chunk.name === PUBLIC).map((chunk) => chunk.fileName);
  if (publicChunks.length !== 1) problems.push(`expected one "${PUBLIC}" chunk, got ${publicChunks.length ? publicChunks.join(', ') : 'none'}`);
  const loadedByHome = chunksHomeLoads(chunks, homePage).filter((chunk) => chunk.name === PUBLIC);
  if (loadedByHome.length) problems.push(`the home page loads ${loadedByHome.map((chunk) => chunk.fileName).join(', ')} before it paints (the plan build and this build chunk differently)`);
  return problems;
}

/** Fails the build when its chunks break the plan (see `publicChunkProblems`). */
export function publicChunkCheck(homePage: string): Plugin {
  return {
    name: 'ledgerlink:public-chunk-check',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
      const problems = publicChunkProblems(chunks, homePage);
      if (problems.length) this.error(`public chunk: ${problems.join('; ')}`);
    },
  };
}
