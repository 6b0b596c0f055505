import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from './chunk-load-error';

describe('isChunkLoadError', () => {
  it.each([
    new TypeError('Failed to fetch dynamically imported module: https://ledgerlink.test/assets/HirePage-abc.js'),
    new TypeError('error loading dynamically imported module: https://ledgerlink.test/assets/HirePage-abc.js'),
    new TypeError('Importing a module script failed.'),
    new Error('Unable to preload CSS for /assets/HirePage-abc.css'),
  ])('recognises a failed chunk download: %s', (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([new TypeError("Cannot read properties of undefined (reading 'slug')"), new Error('Failed to fetch'), 'dynamically imported module', undefined])(
    'leaves other errors to the generic page: %s',
    (error) => {
      expect(isChunkLoadError(error)).toBe(false);
    },
  );
});
