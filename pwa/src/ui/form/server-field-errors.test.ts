import { describe, expect, it } from 'vitest';
import { formFieldErrors } from './server-field-errors';

describe('formFieldErrors', () => {
  const fields = new Set(['email', 'startDate', 'notes']);

  it('places prefixed and renamed paths on the form fields, first message per field', () => {
    expect(
      formFieldErrors(
        [
          { path: 'booking.startDate', message: 'Start date cannot be in the past' },
          { path: 'startDate', message: 'second' },
          { path: 'clientNotes', message: 'Too long' },
        ],
        fields,
        { clientNotes: 'notes' },
      ),
    ).toEqual({
      onFields: [
        { path: 'startDate', message: 'Start date cannot be in the past' },
        { path: 'notes', message: 'Too long' },
      ],
      elsewhere: [],
    });
  });

  it('returns messages for fields the form does not have, so the page can still show them', () => {
    expect(formFieldErrors([{ path: 'postcode', message: 'Bad postcode' }], fields)).toEqual({ onFields: [], elsewhere: [{ path: 'postcode', message: 'Bad postcode' }] });
  });
});
