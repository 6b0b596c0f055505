/**
 * Embedded only: durability across restarts, torn/corrupt journal tails, compaction into
 * snapshots, the data-directory lock and the child process lifecycle.
 */
import { spawnSync } from 'node:child_process';
import { appendFile, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BSONSymbol, Int32, Long } from 'mongodb';
import type { Document, MongoClient } from 'mongodb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startEmbeddedMongo } from '../../src/embedded-mongo';
import { againstRealMongo, serverErrorOf } from './conformance-helpers';
import type { AnyDoc } from './conformance-helpers';
import { isRunning, lockOwnerPid, runFixture, temporaryDataDir, waitForExit, withInstance } from './embedded-helpers';

let dataDir = '';
let removeDataDir: () => Promise<void> = async () => undefined;

beforeEach(async () => {
  ({ dir: dataDir, remove: removeDataDir } = await temporaryDataDir());
});
afterEach(async () => {
  await removeDataDir();
});

async function journalFiles(): Promise<string[]> {
  return (await readdir(dataDir)).filter((file) => /^journal-\d+\.log$/.test(file)).sort();
}

async function latestJournal(): Promise<string> {
  const files = await journalFiles();
  return path.join(dataDir, files[files.length - 1] as string);
}

describe.skipIf(againstRealMongo)('persistence', () => {
  it('keeps documents, updates, deletes, renames, drops and indexes across a restart', async () => {
    // DATA_DIR is shared with other parts of the app: their files must survive untouched.
    await writeFile(path.join(dataDir, 'other-upload.tmp'), 'not ours');
    await withInstance(dataDir, async (db, client) => {
      const users = db.collection<AnyDoc>('users');
      await users.createIndex({ username: 1 }, { unique: true });
      await users.createIndex({ seenAt: 1 }, { expireAfterSeconds: 3600 });
      await users.insertMany([{ _id: 1, username: 'ann', n: 1 }, { _id: 2, username: 'bob' }, { _id: 3, username: 'cy' }]);
      await users.updateOne({ _id: 1 }, { $inc: { n: 41 }, $set: { when: new Date(5) } });
      await users.deleteOne({ _id: 2 });
      await db.collection<AnyDoc>('dropped').insertOne({ x: 1 });
      await db.collection<AnyDoc>('dropped').drop();
      await db.collection<AnyDoc>('before').insertOne({ _id: 'moved' });
      await db.collection<AnyDoc>('before').createIndex({ tag: 1 });
      await db.renameCollection('before', 'after');
      await db.collection<AnyDoc>('after').insertOne({ _id: 'later' });
      await db.collection<AnyDoc>('scratch').insertOne({ x: 1 });
      await client.db('other').collection('gone').insertOne({ x: 1 });
      await client.db('other').dropDatabase();
      await client.db('kept').collection<AnyDoc>('here').insertOne({ _id: 1 });
    });
    await withInstance(dataDir, async (db, client) => {
      expect((await client.db('admin').admin().listDatabases({ nameOnly: true })).databases.map((d) => d.name).sort()).toEqual(['app', 'kept']);
      const users = db.collection<AnyDoc>('users');
      expect(await users.find().sort({ _id: 1 }).toArray()).toEqual([
        { _id: 1, username: 'ann', n: 42, when: new Date(5) },
        { _id: 3, username: 'cy' },
      ]);
      expect((await users.indexes()).map((index) => index.name)).toEqual(['_id_', 'username_1', 'seenAt_1']);
      expect((await serverErrorOf(users.insertOne({ username: 'cy' }))).code).toBe(11000);
      expect((await db.listCollections().toArray()).map((c) => c.name).sort()).toEqual(['after', 'scratch', 'users']);
      expect(await db.collection<AnyDoc>('after').find().toArray()).toEqual([{ _id: 'moved' }, { _id: 'later' }]);
      expect((await db.collection<AnyDoc>('after').indexes()).map((index) => index.name)).toEqual(['_id_', 'tag_1']);
    });
    expect(await readFile(path.join(dataDir, 'other-upload.tmp'), 'utf8')).toBe('not ours');
  });

  it('reads symbols back as symbols after a restart', async () => {
    await withInstance(dataDir, async (db) => {
      await db.collection<AnyDoc>('kinds').insertOne({ _id: 1, name: new BSONSymbol('kept'), n: 2 });
    });
    await withInstance(dataDir, async (db) => {
      expect(await db.collection<AnyDoc>('kinds').findOne({ _id: 1 }, { promoteValues: false })).toEqual({ _id: new Int32(1), name: new BSONSymbol('kept'), n: new Int32(2) });
    });
  });

  it('drops a torn last journal record and keeps everything before it', async () => {
    await withInstance(dataDir, async (db) => {
      await db.collection<AnyDoc>('items').insertMany(Array.from({ length: 50 }, (_, i) => ({ _id: i })));
    });
    const journal = await latestJournal();
    const sizeBefore = (await stat(journal)).size;
    // A record header promising 500 bytes followed by only a few: a write cut off by a crash.
    const torn = Buffer.alloc(20);
    torn.writeUInt32LE(500, 0);
    await appendFile(journal, torn);
    await withInstance(dataDir, async (db) => {
      expect(await db.collection<AnyDoc>('items').countDocuments()).toBe(50);
      expect((await stat(journal)).size).toBe(sizeBefore);
      await db.collection<AnyDoc>('items').insertOne({ _id: 50 });
    });
    await withInstance(dataDir, async (db) => {
      expect(await db.collection<AnyDoc>('items').countDocuments()).toBe(51);
    });
  });

  it('drops a last record whose checksum does not match', async () => {
    await withInstance(dataDir, async (db) => {
      for (let i = 0; i < 3; i += 1) await db.collection<AnyDoc>('items').insertOne({ _id: i, text: `document ${i}` });
    });
    const journal = await latestJournal();
    const bytes = await readFile(journal);
    bytes[bytes.length - 3] = (bytes[bytes.length - 3] ?? 0) ^ 0xff;
    await writeFile(journal, bytes);
    await withInstance(dataDir, async (db) => {
      expect(await db.collection<AnyDoc>('items').find().sort({ _id: 1 }).toArray()).toEqual([
        { _id: 0, text: 'document 0' },
        { _id: 1, text: 'document 1' },
      ]);
    });
  });

  it('compacts the journal into a snapshot and recovers from it', async () => {
    const expected = new Map<number, { _id: number; v: number; pad: string }>();
    await withInstance(
      dataDir,
      async (db) => {
        const items = db.collection<{ _id: number; v: number; pad: string }>('items');
        await items.createIndex({ v: 1 });
        for (let round = 0; round < 20; round += 1) {
          const batch = Array.from({ length: 100 }, (_, i) => ({ _id: round * 100 + i, v: round, pad: 'p'.repeat(200) }));
          await items.insertMany(batch);
          for (const doc of batch) expected.set(doc._id, doc);
          await items.updateMany({ v: round, _id: { $mod: [3, 0] } }, { $set: { v: round + 1000 } });
          for (const doc of batch) if (doc._id % 3 === 0) expected.set(doc._id, { ...doc, v: round + 1000 });
          await items.deleteMany({ _id: { $mod: [7, 0] }, v: { $lt: 1000 } });
          for (const doc of batch) if (doc._id % 7 === 0 && doc._id % 3 !== 0) expected.delete(doc._id);
        }
        await new Promise((resolve) => setTimeout(resolve, 300));
      },
      { journalCompactBytes: 64 * 1024 },
    );
    const files = await readdir(dataDir);
    const snapshots = files.filter((file) => /^snapshot-\d+\.bson$/.test(file));
    expect(snapshots).toHaveLength(1);
    const generation = Number(/\d+/.exec(snapshots[0] as string)?.[0]);
    expect(generation).toBeGreaterThan(0);
    expect(await journalFiles()).toEqual([`journal-${generation}.log`]);
    await withInstance(dataDir, async (db) => {
      const items = db.collection<AnyDoc>('items');
      expect(await items.find().sort({ _id: 1 }).toArray()).toEqual([...expected.values()].sort((a, b) => a._id - b._id));
      expect((await items.indexes()).map((index) => index.name)).toEqual(['_id_', 'v_1']);
    });
  });

  it('compacts on the compact command: the journal starts empty, the bytes freed are reported, the data is kept', async () => {
    await withInstance(dataDir, async (db) => {
      const items = db.collection<AnyDoc>('items');
      await items.insertMany(Array.from({ length: 500 }, (_, i) => ({ _id: i, pad: 'p'.repeat(500) })));
      await items.deleteMany({ _id: { $gte: 10 } });
      const journalBefore = (await stat(await latestJournal())).size;

      const reply = await db.command({ compact: 'items' });
      expect(reply.ok).toBe(1);
      expect(reply.bytesFreed).toBeGreaterThan(journalBefore / 2);
      expect((await stat(await latestJournal())).size).toBe(0);
      expect((await readdir(dataDir)).filter((file) => /^snapshot-\d+\.bson$/.test(file))).toHaveLength(1);

      const missing = await serverErrorOf(db.command({ compact: 'no-such-collection' }));
      expect({ code: missing.code, codeName: missing.codeName }).toEqual({ code: 26, codeName: 'NamespaceNotFound' });
    });
    await withInstance(dataDir, async (db) => {
      expect(await db.collection<AnyDoc>('items').countDocuments()).toBe(10);
    });
  });
});

/** Everything observable: databases, collections, index specs and documents in natural order. */
async function dumpAll(client: MongoClient): Promise<unknown> {
  const dump: Record<string, unknown> = {};
  const { databases } = await client.db('admin').admin().listDatabases({ nameOnly: true });
  for (const { name } of databases.sort((a, b) => a.name.localeCompare(b.name))) {
    const db = client.db(name);
    for (const { name: collection } of (await db.listCollections({}, { nameOnly: true }).toArray()).sort((a, b) => a.name.localeCompare(b.name))) {
      const indexes = await db.collection(collection).indexes();
      dump[`${name}.${collection}`] = {
        indexes,
        docs: await db.collection(collection).find().toArray(),
        // Each index's contents, in its order: a walk of the index the hint forces.
        byIndex: await Promise.all(indexes.map(async (index) => (await db.collection(collection).find({}, { projection: { _id: 1 } }).hint(index.name!).toArray()).map((doc) => doc._id))),
      };
    }
  }
  return dump;
}

async function varietyWorkload(client: MongoClient): Promise<void> {
  const db = client.db('app');
  const people = db.collection<AnyDoc>('people');
  await people.createIndex({ email: 1 }, { unique: true, sparse: true });
  await people.createIndex({ tags: 1, age: -1 });
  await people.createIndex({ seen: 1 }, { expireAfterSeconds: 1 });
  await people.insertMany(Array.from({ length: 300 }, (_, i) => ({ _id: i, age: i % 50, tags: [`t${i % 3}`, `u${i % 7}`], ...(i % 4 === 0 ? { email: `p${i}@x.test` } : {}) })));
  await people.insertOne({ _id: 'expired', seen: new Date(Date.now() - 60_000) });
  const older: Document = { $inc: { age: 100 }, $push: { tags: 'young' } };
  await people.updateMany({ age: { $lt: 10 } }, older);
  await people.updateOne({ _id: 5 }, [{ $set: { double: { $multiply: ['$age', 2] } } }]);
  await people.replaceOne({ _id: 6 }, { replaced: true });
  await people.updateOne({ _id: 'new' }, { $set: { a: 1 }, $setOnInsert: { b: 2 } }, { upsert: true });
  await people.findOneAndUpdate({ _id: 7 }, { $unset: { tags: '' } });
  await people.findOneAndDelete({ _id: 8 });
  await people.deleteMany({ age: { $gte: 45, $lt: 50 } });
  await people.insertOne({ _id: 'reinserted', email: 'p0-again@x.test' });
  await people.dropIndex('tags_1_age_-1');
  await people.createIndex({ age: 1 });
  await db.collection<AnyDoc>('temp').insertOne({ _id: 1 });
  await db.renameCollection('temp', 'renamed');
  await db.createCollection('empty');
  await client.db('second').collection<AnyDoc>('x').insertOne({ _id: 'x' });
  await client.db('third').collection<AnyDoc>('y').insertOne({ _id: 'y' });
  await client.db('third').dropDatabase();
}

describe.skipIf(againstRealMongo)('restart equivalence', () => {
  for (const [label, options] of [
    ['journal replay', {}],
    ['snapshot + journal after compaction', { journalCompactBytes: 8 * 1024 }],
  ] as const) {
    it(`restores exactly the state before a restart (${label})`, async () => {
      const before = await withInstance(
        dataDir,
        async (_db, client) => {
          await varietyWorkload(client);
          // Let the TTL sweep delete 'expired' and any compaction finish before the dump.
          await new Promise((resolve) => setTimeout(resolve, 400));
          return dumpAll(client);
        },
        { ...options, ttlSweepMs: 100 },
      );
      expect(JSON.stringify(before)).not.toContain('expired');
      const snapshots = (await readdir(dataDir)).filter((file) => file.startsWith('snapshot-'));
      expect(snapshots.length).toBe('journalCompactBytes' in options ? 1 : 0);
      const after = await withInstance(dataDir, async (_db, client) => dumpAll(client), options);
      expect(after).toEqual(before);
      const again = await withInstance(dataDir, async (_db, client) => dumpAll(client), options);
      expect(again).toEqual(before);
    });
  }
});

describe.skipIf(againstRealMongo)('data directory lock', () => {
  it('refuses a second instance on the same data directory with a clear message', async () => {
    const first = await startEmbeddedMongo({ dataDir });
    try {
      await expect(startEmbeddedMongo({ dataDir })).rejects.toThrow(/already in use by another embedded MongoDB process \(pid \d+\)/);
    } finally {
      await first.stop();
    }
    const again = await startEmbeddedMongo({ dataDir });
    await again.stop();
  });

  it('takes over a stale lock left by a process that no longer runs', async () => {
    const deadPid = spawnSync(process.execPath, ['-e', '']).pid;
    expect(isRunning(deadPid)).toBe(false);
    await writeFile(path.join(dataDir, 'embedded-mongo.lock'), `${deadPid}\n`);
    await withInstance(dataDir, async (db) => {
      await db.collection<AnyDoc>('x').insertOne({ ok: true });
    });
    expect(await readdir(dataDir)).not.toContain('embedded-mongo.lock');
  });
});

describe.skipIf(againstRealMongo)('cursors', () => {
  it('closes a cursor left idle longer than the cursor timeout', async () => {
    await withInstance(
      dataDir,
      async (db) => {
        await db.collection<AnyDoc>('items').insertMany(Array.from({ length: 10 }, (_, i) => ({ _id: i })));
        const active = await db.command({ find: 'items', batchSize: 2 });
        const idle = await db.command({ find: 'items', batchSize: 2 });
        for (let i = 0; i < 6; i += 1) {
          await new Promise((resolve) => setTimeout(resolve, 250));
          const more = await db.command({ getMore: Long.fromValue(active.cursor.id as number), collection: 'items', batchSize: 1 });
          expect(more.cursor.nextBatch).toHaveLength(1);
        }
        const error = await serverErrorOf(db.command({ getMore: Long.fromValue(idle.cursor.id as number), collection: 'items' }));
        expect(error.code).toBe(43);
      },
      { cursorTimeoutMs: 400 },
    );
  });
});

describe.skipIf(againstRealMongo)('process lifecycle', () => {
  it('releases the lock and exits on stop()', async () => {
    const server = await startEmbeddedMongo({ dataDir });
    const pid = await lockOwnerPid(dataDir);
    expect(isRunning(pid)).toBe(true);
    await server.stop();
    expect(isRunning(pid)).toBe(false);
    expect(await readdir(dataDir)).not.toContain('embedded-mongo.lock');
  });

  it('exits by itself when its parent process dies', async () => {
    const parent = runFixture('hold-open', [dataDir]);
    try {
      await parent.waitForLine(/^ready$/);
      const databasePid = await lockOwnerPid(dataDir);
      expect(isRunning(databasePid)).toBe(true);
      parent.child.kill('SIGKILL');
      await waitForExit(databasePid, 10_000);
      expect(await readdir(dataDir)).not.toContain('embedded-mongo.lock');
    } finally {
      parent.child.kill('SIGKILL');
      await parent.exited;
    }
  });
});
