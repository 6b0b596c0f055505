import { describe, expect, it } from 'vitest';
import { fieldMessage } from './field-message';

describe('fieldMessage', () => {
  it('puts the label before a message that starts mid-sentence', () => {
    expect(fieldMessage('Years of Experience', 'must be a whole number')).toBe('Years of Experience must be a whole number');
  });
  it('names the field in a generic zod message', () => {
    expect(fieldMessage('Firm Size', 'Invalid option: expected one of "solo"|"small"')).toBe('Firm Size: Invalid option: expected one of "solo"|"small"');
  });
  it('leaves messages that already name the field or say it in full', () => {
    expect(fieldMessage('Company Name', 'Company Name is required')).toBe('Company Name is required');
    expect(fieldMessage('Services Needed', 'Please select at least one service')).toBe('Please select at least one service');
    expect(fieldMessage('Start Date', 'Start date is required')).toBe('Start date is required');
  });
  it('keeps the message when the label is not plain text', () => {
    expect(fieldMessage(undefined, 'must be a whole number')).toBe('must be a whole number');
  });
});
