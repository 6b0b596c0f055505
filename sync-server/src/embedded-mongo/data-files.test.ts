import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { recoveryBytes } from './data-files';

describe('recoveryBytes', () => {
  it('counts the snapshots and journals a recovery reads, and nothing else the directory holds', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'll-data-files-'));
    try {
      await writeFile(path.join(dir, 'snapshot-3.bson'), Buffer.alloc(1_000));
      await writeFile(path.join(dir, 'journal-3.log'), Buffer.alloc(200));
      await writeFile(path.join(dir, 'snapshot-4.bson.tmp'), Buffer.alloc(5_000));
      await writeFile(path.join(dir, 'embedded-mongo.lock'), '123');
      expect(await recoveryBytes(dir)).toBe(1_200);
      expect(await recoveryBytes(path.join(dir, 'not-made-yet'))).toBe(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
