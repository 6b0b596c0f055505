import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { decodeCheckpoint, encodeCheckpoint } from './catalogue-checkpoint';
import { InvalidInputError } from './domain-errors';

describe('catalogue checkpoints', () => {
  it('round-trips through its opaque encoding', () => {
    const checkpoint = { t: 1_763_000_000_000, id: new ObjectId() };
    const decoded = decodeCheckpoint(encodeCheckpoint(checkpoint));
    expect(decoded.t).toBe(checkpoint.t);
    expect(decoded.id.equals(checkpoint.id)).toBe(true);
  });

  it("keeps a full pull's ranked position, and refuses one it could not have issued", () => {
    const ranked = { phase: 2 as const, skip: 40, handed: 1_040 };
    expect(decodeCheckpoint(encodeCheckpoint({ t: 1_763_000_000_000, id: new ObjectId(), full: true, ranked })).ranked).toEqual(ranked);
    const forged = (r: unknown) => Buffer.from(JSON.stringify({ t: 1_763_000_000_000, id: 'a'.repeat(24), f: 1, r })).toString('base64url');
    for (const bad of [[3, 0, 0], [1, -1, 0], [2, 5, 4], [1, 0], '1,0,0', [1, 0.5, 1]]) {
      expect(() => decodeCheckpoint(forged(bad))).toThrow(InvalidInputError);
    }
  });

  it('refuses anything it did not issue as invalid input', () => {
    const forged = (t: unknown) => Buffer.from(JSON.stringify({ t, id: 'a'.repeat(24) })).toString('base64url');
    for (const bad of ['', 'abc', Buffer.from('{"t":"x","id":"y"}').toString('base64url'), forged(1e300), forged(-5), forged(8.64e15 + 1), forged(Date.now() + 7 * 86_400_000), forged(1.5)]) {
      expect(() => decodeCheckpoint(bad)).toThrow(InvalidInputError);
    }
  });
});
