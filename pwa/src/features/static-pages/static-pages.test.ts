import { describe, expect, it } from 'vitest';
import { matchingSections, STATIC_PAGES } from './static-pages';

describe('static page content', () => {
  it('lists the three pricing tiers in the guidelines', () => {
    const tiers = STATIC_PAGES.guidelines.sections.find((section) => section.heading === 'Pricing tiers');
    expect(tiers?.paragraphs).toEqual([
      'Entry Level: $25-45/hour. 1-3 years of experience; Basic bookkeeping.',
      'Experienced: $45-75/hour. 3-8 years of experience; Specialized services.',
      'Expert: $75+/hour. 8+ years of experience; CPA, complex businesses.',
    ]);
  });

  it('narrows help topics to those containing every word typed', () => {
    const titles = (query: string) => matchingSections(STATIC_PAGES.help.sections, query).map((section) => section.heading);
    expect(titles('')).toEqual(['Getting started', 'Communication', 'Safety & Trust', 'Email support', 'Response time']);
    expect(titles('verified credentials')).toEqual(['Safety & Trust']);
    expect(titles('EMAIL phone')).toEqual(['Communication']);
    expect(titles('bitcoin')).toEqual([]);
  });
});
