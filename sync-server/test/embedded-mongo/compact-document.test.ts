/**
 * Stored documents are rebuilt in V8's fast layout (compactDocument): the copy must hold the same
 * fields in the same order, keep BSON values, arrays and a literal `__proto__` field, and leave the
 * original untouched.
 */
import { ObjectId } from 'bson';
import { describe, expect, it } from 'vitest';
import { compactDocument } from '../../src/embedded-mongo/bson-values';

describe('compactDocument', () => {
  it('copies fields in order, nested documents and arrays included, sharing BSON values', () => {
    const id = new ObjectId();
    const when = new Date(7);
    const original = JSON.parse('{"z":1,"a":{"__proto__":{"x":1},"b":[1,{"c":[2]}]},"__proto__":"field"}') as Record<string, unknown>;
    original.id = id;
    original.when = when;
    const copy = compactDocument(original);
    expect(copy).not.toBe(original);
    expect(Object.keys(copy)).toEqual(['z', 'a', '__proto__', 'id', 'when']);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(copy, '__proto__')?.value).toBe('field');
    const nested = copy.a as Record<string, unknown>;
    expect(Object.getPrototypeOf(nested)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(nested, '__proto__')?.value).toEqual({ x: 1 });
    expect(nested.b).toEqual([1, { c: [2] }]);
    expect(nested.b).not.toBe((original.a as Record<string, unknown>).b);
    expect(copy.id).toBe(id);
    expect(copy.when).toBe(when);
    expect(JSON.stringify(copy)).toBe(JSON.stringify(original));
  });
});
