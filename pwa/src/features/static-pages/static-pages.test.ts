import { describe, expect, it } from 'vitest';
import { matchingSections, STATIC_PAGES, type StaticSection } from './static-pages';

describe('static page content', () => {
  it('lists the three pricing tiers in the guidelines', () => {
    const tiers = STATIC_PAGES.guidelines.sections.find((section) => section.heading === 'Pricing tiers');
    expect(tiers?.cards).toEqual([
      { title: 'Entry Level', items: ['$25-45/hour', '1-3 years of experience', 'Basic bookkeeping'] },
      { title: 'Experienced', items: ['$45-75/hour', '3-8 years of experience', 'Specialized services'] },
      { title: 'Expert', items: ['$75+/hour', '8+ years of experience', 'CPA, complex businesses'] },
    ]);
  });

  it('gives the guidelines a do and a don’t card', () => {
    const sections: readonly StaticSection[] = STATIC_PAGES.guidelines.sections;
    const profile = sections.find((section) => section.heading === 'Your profile');
    expect(profile?.cards?.map((card) => card.tone)).toEqual(['do', 'dont']);
  });

  it('promises no live chat anywhere', () => {
    const text = JSON.stringify(STATIC_PAGES).toLowerCase();
    expect(text).not.toContain('live chat');
    expect(text).not.toContain('chat with');
  });

  it('narrows help topics to those containing every word typed', () => {
    const titles = (query: string) => matchingSections(STATIC_PAGES.help.sections, query).map((section) => section.heading);
    expect(titles('')).toEqual(['Getting started', 'Communication', 'Safety & Trust', 'Email support', 'Response time']);
    expect(titles('verified credentials')).toEqual(['Safety & Trust']);
    expect(titles('EMAIL phone')).toEqual(['Communication']);
    expect(titles('bitcoin')).toEqual([]);
  });
});
