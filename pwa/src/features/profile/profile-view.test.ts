import { describe, expect, it } from 'vitest';
import type { PublicBookkeeper, Review } from '@ledgerlink/shared-schema';
import { professionalDetails, profileReviews, providerJsonLd, reviewStarCount } from './profile-view';

const provider = (overrides: Partial<PublicBookkeeper> = {}): PublicBookkeeper => ({
  id: 'p1',
  username: 'jane_doe',
  slug: 'jane-doe-professional-toronto',
  providerType: 'individual',
  fullName: 'Jane Doe',
  location: 'Toronto, Canada',
  city: 'Toronto',
  country: 'Canada',
  services: ['bookkeeping'],
  serviceArea: 'remote',
  certifications: ['cpa'],
  credentials: [{ name: 'CPA' }],
  businessSize: ['small'],
  specializations: [],
  isApproved: true,
  isAvailable: true,
  isActive: true,
  totalReviews: 0,
  averageRating: 0,
  totalBookings: 0,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  ...overrides,
});

const review = (id: string): Review => ({ id, bookkeeperId: 'p1', rating: '4', comment: 'Good', source: 'imported', verifiedClient: false, createdAt: '2025-01-01T00:00:00.000Z' });

describe('reviews', () => {
  it('shows a "1".."5" rating as that many stars', () => {
    expect(reviewStarCount('5')).toBe(5);
    expect(reviewStarCount('1')).toBe(1);
    expect(reviewStarCount('oops')).toBe(0);
  });
  it('shows at most three reviews', () => {
    expect(profileReviews(['a', 'b', 'c', 'd'].map(review)).map((entry) => entry.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('professionalDetails', () => {
  it('lists labelled values and leaves out empty ones (credentials have their own card)', () => {
    expect(professionalDetails(provider({ yearsOfExperience: 7, hourlyRate: 90 }))).toEqual([
      { label: 'Years of experience', value: '7 years' },
      { label: 'Service area', value: 'Remote' },
      { label: 'Business sizes served', value: 'Small (1-10)' },
      { label: 'Hourly rate', value: '$90/hour' },
    ]);
  });
  it('adds firm size, founding year and team for firms only', () => {
    const firm = provider({ providerType: 'firm', firmSize: 'medium', foundedYear: 2004, teamMembers: 18, monthlyStartingPrice: 1500 });
    const labels = professionalDetails(firm).map((row) => row.label);
    expect(labels).toEqual(expect.arrayContaining(['Firm size', 'Founded', 'Team members', 'Monthly packages']));
    expect(professionalDetails(provider({ foundedYear: 2004 })).map((row) => row.label)).not.toContain('Founded');
  });
});

describe('providerJsonLd', () => {
  it('describes an AccountingService with address and url', () => {
    const data = providerJsonLd(provider({ bio: 'Bookkeeper in Toronto.' }), 'https://ledgerlink.app');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'AccountingService',
      name: 'Jane Doe',
      description: 'Bookkeeper in Toronto.',
      address: { '@type': 'PostalAddress', addressLocality: 'Toronto', addressCountry: 'Canada' },
      // The canonical profile address, as the page head links it.
      url: 'https://ledgerlink.app/@jane_doe',
    });
  });
  it('adds the rating out of 5 only when there are reviews', () => {
    expect(providerJsonLd(provider(), 'https://x')).not.toHaveProperty('aggregateRating');
    expect(providerJsonLd(provider({ totalReviews: 12, averageRating: 47 }), 'https://x').aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.7,
      bestRating: 5,
      reviewCount: 12,
    });
  });
  it('gives a price range when a price is known', () => {
    expect(providerJsonLd(provider({ monthlyStartingPrice: 900 }), 'https://x').priceRange).toBe('From $900/month');
    expect(providerJsonLd(provider(), 'https://x')).not.toHaveProperty('priceRange');
  });
});

