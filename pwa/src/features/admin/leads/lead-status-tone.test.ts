import { describe, expect, it } from 'vitest';
import { leadStatusTone } from './lead-status-tone';

describe('leadStatusTone', () => {
  it('shows new blue, contacted yellow and won green', () => {
    expect(leadStatusTone('new')).toContain('blue');
    expect(leadStatusTone('contacted')).toContain('yellow');
    expect(leadStatusTone('won')).toContain('green');
  });

  it('shows lost and passed red, like the spec treats anything else', () => {
    expect(leadStatusTone('lost')).toContain('red');
    expect(leadStatusTone('passed')).toContain('red');
  });
});
