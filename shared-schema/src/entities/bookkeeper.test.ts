import { describe, expect, it } from 'vitest';
import { bookkeeperSchema, publicBookkeeperSchema } from './bookkeeper';

/** A provider document as `toApi` hands it to the presenter, written by the current version. */
const storedProvider = () => ({
  id: 'a'.repeat(24),
  username: 'grace_h',
  slug: 'grace-hopper-chicago',
  providerType: 'individual',
  fullName: 'Grace Hopper',
  email: 'grace@example.com',
  phone: '555',
  location: 'Chicago, IL',
  services: ['bookkeeping', 'payroll'],
  serviceArea: 'remote',
  certifications: ['cpa'],
  businessSize: ['small'],
  specializations: ['Retail'],
  hourlyRate: 60,
  isApproved: true,
  isAvailable: true,
  isActive: true,
  totalReviews: 3,
  averageRating: 47,
  totalBookings: 2,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
  // Internal fields a presenter must never pass on.
  dashboardKeyHash: 'secret',
  rejectionReason: 'none',
  leadStats: { total: 1, acted: 1, open: 0 },
});

describe('provider entity reading stored documents', () => {
  it('reads a record stored without availability (an older offline catalogue) as taking new clients', () => {
    const { isAvailable: _, email: __, phone: ___, ...older } = storedProvider();
    expect(publicBookkeeperSchema.parse(older).isAvailable).toBe(true);
    expect(publicBookkeeperSchema.parse({ ...older, isAvailable: false }).isAvailable).toBe(false);
  });

  it('reads a current document and drops internal fields', () => {
    const parsed = bookkeeperSchema.parse(storedProvider());
    expect(parsed).toMatchObject({ username: 'grace_h', services: ['bookkeeping', 'payroll'], certifications: ['cpa'], hourlyRate: 60 });
    expect(parsed).not.toHaveProperty('dashboardKeyHash');
    expect(parsed).not.toHaveProperty('leadStats');
  });

  it('drops a stored link an older version accepted instead of presenting it', () => {
    const stored = { website: 'javascript:alert(1)', profileImageUrl: 'https://tracker.example/p.gif', linkedinUrl: 'https://www.linkedin.com/in/x' };
    const picked = publicBookkeeperSchema.pick({ website: true, profileImageUrl: true, linkedinUrl: true }).parse(stored);
    expect(picked).toEqual({ website: undefined, profileImageUrl: undefined, linkedinUrl: 'https://www.linkedin.com/in/x' });
  });

  it('keeps text, emails and numbers that older rules allowed, and drops unknown closed-list values', () => {
    const old = {
      ...storedProvider(),
      fullName: 'Grace\u0007 Hopper',
      email: 'Grace <grace@example.com>',
      bio: 'x'.repeat(6000),
      username: 'Grace-H',
      services: ['bookkeeping', 'astrology'],
      businessSize: ['tiny', 'small'],
      hourlyRate: 62.5,
      certifications: ['cpa', 7, ''],
    };
    expect(bookkeeperSchema.parse(old)).toMatchObject({
      fullName: 'Grace\u0007 Hopper',
      email: 'Grace <grace@example.com>',
      bio: 'x'.repeat(6000),
      username: 'Grace-H',
      services: ['bookkeeping'],
      businessSize: ['small'],
      hourlyRate: 62.5,
      certifications: ['cpa'],
    });
  });

  it('reads missing optional lists as empty', () => {
    const { certifications: _certifications, specializations: _specializations, ...rest } = storedProvider();
    expect(bookkeeperSchema.parse(rest)).toMatchObject({ certifications: [], specializations: [] });
  });
});
