import { describe, expect, it } from 'vitest';
import { FIRM_NOUN, importSummary, PROVIDER_NOUN } from './import-summary';

describe('importSummary', () => {
  it('says how many rows were refused next to what was imported', () => {
    expect(importSummary({ imported: 18, refused: 2 }, PROVIDER_NOUN)).toBe('Imported 18 providers; 2 rows were refused');
    expect(importSummary({ imported: 1, refused: 1 }, FIRM_NOUN)).toBe('Imported 1 firm; 1 row was refused');
  });

  it('reads as a plain outcome when nothing was refused', () => {
    expect(importSummary({ imported: 3, refused: 0 }, FIRM_NOUN)).toBe('Imported 3 firms');
    expect(importSummary({ imported: 0, updated: 3, refused: 0 }, PROVIDER_NOUN)).toBe('Updated 3 providers');
    expect(importSummary({ imported: 1, updated: 2, refused: 0 }, PROVIDER_NOUN)).toBe('Imported 1 provider, updated 2 providers');
  });

  it('says so when every row was refused', () => {
    expect(importSummary({ imported: 0, refused: 4 }, PROVIDER_NOUN)).toBe('No providers were imported; 4 rows were refused');
  });
});
