import { describe, expect, it } from 'vitest';
import { changedFields } from './changed-fields';

describe('changedFields', () => {
  it('keeps only the fields that differ', () => {
    expect(changedFields({ fullName: 'Ann', hourlyRate: 50, isActive: true }, { fullName: 'Ann', hourlyRate: 60, isActive: true })).toEqual({ hourlyRate: 60 });
  });

  it('treats a missing optional text as empty, and a cleared one as a change', () => {
    expect(changedFields<{ businessName: string }>({}, { businessName: '' })).toEqual({});
    expect(changedFields({ businessName: 'Ann Ltd' }, { businessName: '' })).toEqual({ businessName: '' });
  });
});
