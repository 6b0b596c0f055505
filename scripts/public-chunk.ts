import { build, type PluginOption, type Rollup } from 'vite';

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
 * page's chunks), else the home page would load the schemas too (about a third more JavaScript
 * before its first paint). Which modules those are is known only after chunking, so a plan build
 * (the same app, nothing written) finds them first: ~2 s more per build.
 */

/** The families the public pages share: zod, the shared schemas and rules, the icons. */
const SHARED = /node_modules[\\/](zod|lucide-react)[\\/]|shared-schema[\\/]src[\\/]/;

/** Every module in the chunks a visit to `/` loads before its first paint, from a build of the app that writes nothing. */
export async function modulesHomeLoads(root: string, plugins: PluginOption[]): Promise<Set<string>> {
  const result = await build({ configFile: false, root, logLevel: 'silent', plugins, build: { write: false, manifest: false } });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const chunks = outputs.flatMap((output) => output.output).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loaded = new Set<Rollup.OutputChunk>();
  const load = (chunk: Rollup.OutputChunk | undefined) => {
    if (!chunk || loaded.has(chunk)) return;
    loaded.add(chunk);
    for (const file of chunk.imports) load(byFile.get(file));
  };
  for (const chunk of chunks) if (chunk.isEntry || /[\\/]features[\\/]home[\\/]HomePage\.tsx$/.test(chunk.facadeModuleId ?? '')) load(chunk);
  if (!loaded.size) throw new Error('public-chunk: the plan build has no entry chunk');
  return new Set([...loaded].flatMap((chunk) => chunk.moduleIds));
}

/**
 * The group (Rolldown `output.codeSplitting.groups`): shared modules two or more pages import,
 * except those `/` already loads. Their own dependencies stay where they are
 * (`includeDependenciesRecursively: false`): pulled in, the entry's would move into this chunk and
 * the home page would load it after all.
 */
export function publicChunkGroup(homeModules: ReadonlySet<string>) {
  return {
    name: 'public',
    minShareCount: 2,
    includeDependenciesRecursively: false,
    test: (id: string) => SHARED.test(id) && !homeModules.has(id),
  };
}
