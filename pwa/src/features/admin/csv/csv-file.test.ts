import { describe, expect, it } from 'vitest';
import { firstErrors, isCsvFile } from './csv-file';

describe('isCsvFile', () => {
  it('takes .csv files in any case', () => {
    expect(isCsvFile({ name: 'firms.csv' })).toBe(true);
    expect(isCsvFile({ name: 'FIRMS.CSV' })).toBe(true);
  });

  it('refuses other files, including a csv name with another extension', () => {
    expect(isCsvFile({ name: 'firms.xlsx' })).toBe(false);
    expect(isCsvFile({ name: 'firms.csv.exe' })).toBe(false);
  });
});

describe('firstErrors', () => {
  it('lists up to five messages as they are', () => {
    expect(firstErrors(['a', 'b'])).toEqual(['a', 'b']);
  });

  it('lists the first five and counts the rest', () => {
    expect(firstErrors(['1', '2', '3', '4', '5', '6', '7'])).toEqual(['1', '2', '3', '4', '5', '... and 2 more errors']);
  });
});
