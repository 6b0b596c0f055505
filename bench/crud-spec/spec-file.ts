/**
 * The unified test format's shapes, as far as the CRUD files use them, and the loader: every
 * `.json` under a directory, parsed as Extended JSON so `$oid`, `$numberLong`, `$date`... become
 * the BSON values the driver sends.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { BSON } from 'mongodb';
import type { Document } from 'mongodb';

export interface RunOnRequirement {
  minServerVersion?: string;
  maxServerVersion?: string;
  topologies?: string[];
  serverless?: 'require' | 'forbid' | 'allow';
  auth?: boolean;
  csfle?: boolean;
  serverParameters?: Document;
}

export interface Operation {
  name: string;
  object: string;
  arguments?: Document;
  expectResult?: unknown;
  expectError?: Document;
  saveResultAsEntity?: string;
  ignoreResultAndError?: boolean;
}

export interface ExpectedEvents {
  client: string;
  eventType?: string;
  events: Document[];
  ignoreExtraEvents?: boolean;
}

export interface CollectionData {
  databaseName: string;
  collectionName: string;
  documents: Document[];
  createOptions?: Document;
}

export interface UnifiedTest {
  description: string;
  runOnRequirements?: RunOnRequirement[];
  skipReason?: string;
  operations: Operation[];
  expectEvents?: ExpectedEvents[];
  outcome?: CollectionData[];
}

export interface SpecFile {
  /** Path relative to the directory given on the command line. */
  name: string;
  description: string;
  runOnRequirements?: RunOnRequirement[];
  createEntities?: Document[];
  initialData?: CollectionData[];
  tests: UnifiedTest[];
}

async function jsonFilesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return jsonFilesUnder(full);
      return entry.name.endsWith('.json') ? [full] : [];
    }),
  );
  return nested.flat().sort();
}

export async function loadSpecFiles(dir: string): Promise<SpecFile[]> {
  const files = await jsonFilesUnder(dir);
  return Promise.all(
    files.map(async (file) => {
      const parsed = BSON.EJSON.parse(await readFile(file, 'utf8'), { relaxed: true }) as Document;
      const name = path.relative(dir, file);
      return { ...parsed, name, description: typeof parsed.description === 'string' ? parsed.description : name } as SpecFile;
    }),
  );
}
