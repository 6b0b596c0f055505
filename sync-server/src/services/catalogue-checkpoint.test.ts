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

  it('refuses anything it did not issue as invalid input', () => {
    const forged = (t: unknown) => Buffer.from(JSON.stringify({ t, id: 'a'.repeat(24) })).toString('base64url');
    for (const bad of ['', 'abc', Buffer.from('{"t":"x","id":"y"}').toString('base64url'), forged(1e300), forged(-5), forged(8.64e15 + 1), forged(Date.now() + 7 * 86_400_000), forged(1.5)]) {
      expect(() => decodeCheckpoint(bad)).toThrow(InvalidInputError);
    }
  });
});
