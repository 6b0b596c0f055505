import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sessionSummary } from './session-summary';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

const schema = z.object({ budget: z.string(), hours: z.number().optional() });

describe('a session summary', () => {
  it('reads back what was saved, and nothing once cleared', () => {
    const storage = memoryStorage();
    const store = sessionSummary('k', schema, () => storage);
    store.save({ budget: '5000+', hours: 3 });
    expect(store.read()).toEqual({ budget: '5000+', hours: 3 });
    store.clear();
    expect(store.read()).toBeNull();
    expect(storage.length).toBe(0);
  });
  it('treats corrupt or foreign data as absent', () => {
    const storage = memoryStorage();
    const store = sessionSummary('k', schema, () => storage);
    storage.setItem('k', '{not json');
    expect(store.read()).toBeNull();
    storage.setItem('k', JSON.stringify({ budget: 42 }));
    expect(store.read()).toBeNull();
  });
  it('works without storage at all', () => {
    const store = sessionSummary('k', schema, () => undefined);
    store.save({ budget: 'x' });
    expect(store.read()).toBeNull();
  });
});
