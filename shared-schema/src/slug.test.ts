import { describe, expect, it } from 'vitest';
import { providerSlug, slugify, uniqueSlug } from './slug';

describe('profile slugs', () => {
  it('builds {name}-{professional|firm}-{city} from the business name when there is one', () => {
    expect(providerSlug({ fullName: 'Grace Hopper', businessName: 'Hopper Books', providerType: 'individual', city: 'Chicago' })).toBe(
      'hopper-books-professional-chicago',
    );
    expect(providerSlug({ fullName: 'Ann Lee', providerType: 'firm', location: 'New York, NY' })).toBe('ann-lee-firm-new-york');
  });

  it('folds accents and symbols', () => {
    expect(slugify('Zoë & Søn Régnskab')).toBe('zoe-and-son-regnskab');
    expect(slugify('  --  ')).toBe('');
  });

  it('numbers a taken slug from 2 upwards', () => {
    const taken = new Set(['a-firm-x', 'a-firm-x-2']);
    expect(uniqueSlug('a-firm-x', (slug) => taken.has(slug))).toBe('a-firm-x-3');
    expect(uniqueSlug('b', (slug) => taken.has(slug))).toBe('b');
  });
});
