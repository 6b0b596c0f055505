import { describe, expect, it } from 'vitest';
import { importOutcomeToast } from './import-outcome';

describe('importOutcomeToast', () => {
  it('says how many rows were refused, with their lines and reasons, instead of a plain success', () => {
    const toast = importOutcomeToast({ imported: 18, updated: 0, errors: 2, errorMessages: ['Row 4: email: Please enter a valid email address', 'Row 9: name: Name is required'] });
    expect(toast.title).toBe('Imported 18 providers; 2 rows were refused');
    expect(toast.description).toBe('Row 4: email: Please enter a valid email address • Row 9: name: Name is required');
    expect(toast.variant).not.toBe('success');
  });

  it('calls an import without refused rows a success and says what it did', () => {
    expect(importOutcomeToast({ imported: 1, updated: 3, errors: 0, errorMessages: [] })).toMatchObject({
      title: 'CSV imported successfully',
      description: 'Imported 1 provider, updated 3 providers',
      variant: 'success',
    });
  });
});
