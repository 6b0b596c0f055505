import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { removeAbandonedUploads } from './file-upload';

describe('removeAbandonedUploads', () => {
  let dir: string | undefined;
  afterEach(() => (dir ? rm(dir, { recursive: true, force: true }) : undefined));

  it('removes what a crashed process left hours ago and keeps an upload being read now', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'uploads-'));
    await writeFile(path.join(dir, 'left-by-a-crash'), 'a,b\n');
    await writeFile(path.join(dir, 'being-read'), 'a,b\n');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await utimes(path.join(dir, 'left-by-a-crash'), twoHoursAgo, twoHoursAgo);

    expect(await removeAbandonedUploads(dir)).toBe(1);
    expect(await readdir(dir)).toEqual(['being-read']);
  });
});
