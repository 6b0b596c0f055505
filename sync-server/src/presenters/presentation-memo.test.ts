import { ObjectId } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { PresentationMemo } from './presentation-memo';

const id = new ObjectId();
const provider = () => ({
  _id: new ObjectId(id.toHexString()),
  name: 'Ada',
  services: ['pay', 'tax'],
  stats: { total: 2, tags: [{ t: 'x' }] },
  updatedAt: new Date(1000),
  owner: new ObjectId('0123456789abcdef01234567'),
});

function counting() {
  let calls = 0;
  const present = (doc: { name: string }) => {
    calls += 1;
    return { shown: doc.name, call: calls };
  };
  return { present, calls: () => calls };
}

describe('PresentationMemo', () => {
  it('reuses the presentation of an equal document read again', () => {
    const memo = new PresentationMemo<{ shown: string; call: number }>(10);
    const { present, calls } = counting();
    const first = memo.present(provider(), present);
    expect(memo.present(provider(), present)).toBe(first);
    expect(calls()).toBe(1);
  });

  it('presents again when any value changed, however deep, or fields moved', () => {
    const changes: ((doc: ReturnType<typeof provider>) => Record<string, unknown>)[] = [
      (doc) => ({ ...doc, name: 'Bea' }),
      (doc) => ({ ...doc, services: ['pay'] }),
      (doc) => ({ ...doc, services: ['tax', 'pay'] }),
      (doc) => ({ ...doc, stats: { total: 2, tags: [{ t: 'y' }] } }),
      (doc) => ({ ...doc, updatedAt: new Date(1001) }),
      (doc) => ({ ...doc, owner: new ObjectId() }),
      (doc) => ({ ...doc, extra: true }),
      (doc) => ({ _id: doc._id, services: doc.services, name: doc.name, stats: doc.stats, updatedAt: doc.updatedAt, owner: doc.owner }),
    ];
    for (const change of changes) {
      const memo = new PresentationMemo<{ shown: string; call: number }>(10);
      const { present, calls } = counting();
      memo.present(provider(), present);
      memo.present(change(provider()) as ReturnType<typeof provider>, present);
      expect(calls(), String(change)).toBe(2);
    }
  });

  it('presents again a document object passed twice, which may have changed in place', () => {
    const memo = new PresentationMemo<{ shown: string; call: number }>(10);
    const { present, calls } = counting();
    const doc = provider();
    memo.present(doc, present);
    doc.name = 'Changed';
    expect(memo.present(doc, present).shown).toBe('Changed');
    expect(calls()).toBe(2);
  });

  it('keeps at most its maximum number of documents, dropping the least recently used', () => {
    const memo = new PresentationMemo<{ shown: string; call: number }>(2);
    const { present, calls } = counting();
    const ids = [new ObjectId(), new ObjectId(), new ObjectId()];
    const read = (i: number) => ({ ...provider(), _id: ids[i]! });
    for (const i of [0, 1, 2]) memo.present(read(i), present);
    memo.present(read(2), present);
    expect(calls()).toBe(3);
    memo.present(read(0), present);
    expect(calls()).toBe(4);
  });
});
