/**
 * Embedded only: kill -9 the database process in the middle of a stream of acknowledged writes,
 * restart on the same data directory, and check that every acknowledged write is there and the
 * data is consistent. Two rounds, so the second recovery starts from an already-recovered
 * directory (and compaction, configured small in the fixture, runs during the writes).
 */
import { describe, expect, it } from 'vitest';
import { againstRealMongo } from './conformance-helpers';
import { lockOwnerPid, runFixture, temporaryDataDir, waitForExit, withInstance } from './embedded-helpers';

const MIN_ACKNOWLEDGED = 50;

interface Acknowledged {
  inserted: Set<number>;
  updated: Set<number>;
}

async function writeUntilKilled(dataDir: string, firstId: number): Promise<Acknowledged> {
  const writer = runFixture('crash-writer', [dataDir, String(firstId)]);
  try {
    await writer.waitForLine(/^ready$/);
    // Enough acknowledged writes to check whatever the machine's load, then a random moment.
    const deadline = Date.now() + 30_000;
    while (writer.lines.filter((line) => line.startsWith('ack ')).length <= MIN_ACKNOWLEDGED && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await new Promise((resolve) => setTimeout(resolve, 300 + Math.random() * 1200));
    const databasePid = await lockOwnerPid(dataDir);
    // The database first: killing the writer first would let the database shut down cleanly.
    process.kill(databasePid, 'SIGKILL');
    writer.child.kill('SIGKILL');
    await waitForExit(databasePid, 5_000);
    await writer.exited;
  } finally {
    writer.child.kill('SIGKILL');
  }
  const acknowledged: Acknowledged = { inserted: new Set(), updated: new Set() };
  for (const line of writer.lines) {
    const [kind, id] = line.split(' ');
    if (kind === 'ack') acknowledged.inserted.add(Number(id));
    if (kind === 'upd') acknowledged.updated.add(Number(id));
  }
  return acknowledged;
}

describe.skipIf(againstRealMongo)('crash safety', () => {
  it('keeps every acknowledged write when the database is killed at a random moment', async () => {
    const { dir, remove } = await temporaryDataDir();
    try {
      let nextId = 0;
      for (let round = 0; round < 2; round += 1) {
        const acknowledged = await writeUntilKilled(dir, nextId);
        expect(acknowledged.inserted.size).toBeGreaterThan(MIN_ACKNOWLEDGED);
        await withInstance(dir, async (db) => {
          const docs = await db.collection('crash').find({ _id: { $gte: nextId } } as never).toArray();
          const byId = new Map(docs.map((doc) => [doc._id as unknown as number, doc]));
          for (const id of acknowledged.inserted) expect(byId.has(id), `acknowledged insert ${id} is missing`).toBe(true);
          for (const id of acknowledged.updated) expect(byId.get(id)?.updated, `acknowledged update ${id} is missing`).toBe(true);
          for (const doc of docs) {
            expect(doc.seq).toBe(doc._id);
            expect(doc.payload).toBe('x'.repeat((doc._id as unknown as number) % 700));
          }
          // The unique index survived and still holds: a duplicate seq is refused.
          expect((await db.collection('crash').indexes()).map((index) => index.name)).toEqual(['_id_', 'seq_1']);
          const any = docs[0];
          if (any) await expect(db.collection('crash').insertOne({ seq: any.seq })).rejects.toMatchObject({ code: 11000 });
          nextId = Math.max(nextId, ...docs.map((doc) => (doc._id as unknown as number) + 1));
        });
      }
    } finally {
      await remove();
    }
  }, 60_000);
});
