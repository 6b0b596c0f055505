import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors';
import { decodeCheckpoint, encodeCheckpoint } from './catalogue-checkpoint';

describe('catalogue checkpoints', () => {
  it('round-trips through its opaque encoding', () => {
    const checkpoint = { t: 1_763_000_000_000, id: new ObjectId() };
    const decoded = decodeCheckpoint(encodeCheckpoint(checkpoint));
    expect(decoded.t).toBe(checkpoint.t);
    expect(decoded.id.equals(checkpoint.id)).toBe(true);
  });

  it('refuses anything it did not issue with a 400', () => {
    for (const bad of ['', 'abc', Buffer.from('{"t":"x","id":"y"}').toString('base64url')]) {
      expect(() => decodeCheckpoint(bad)).toThrow(HttpError);
    }
  });
});
