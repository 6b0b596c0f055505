import { ownProfileSchema, profileEditRequestSchema } from '@ledgerlink/shared-schema';
import { describe, expect, it } from 'vitest';
import { profileEditBody, profileEditFormSchema, profileFormValues } from './profile-edit-form';

const profile = ownProfileSchema.parse({
  id: '0123456789abcdef01234567',
  username: 'ada_books',
  slug: 'ada-lovelace-bookkeeper-chicago',
  providerType: 'individual',
  fullName: 'Ada Lovelace',
  phone: '+1 555 0100',
  location: 'Chicago, United States',
  services: ['bookkeeping', 'payroll'],
  serviceArea: 'remote',
  certifications: ['cpa'],
  businessSize: ['small'],
  specializations: ['Xero', 'Square'],
  hourlyRate: 60,
  website: 'https://ada.example',
  isApproved: true,
  isAvailable: true,
  isActive: true,
  totalReviews: 0,
  averageRating: 0,
  totalBookings: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

describe('the profile edit form', () => {
  it('starts from the stored profile, with empty inputs for what it lacks', () => {
    expect(profileFormValues(profile)).toEqual({
      bio: '',
      services: ['bookkeeping', 'payroll'],
      serviceArea: 'remote',
      businessSize: ['small'],
      experience: '',
      specializations: 'Xero, Square',
      certifications: ['cpa'],
      otherCertifications: '',
      hourlyRate: '60',
      monthlyStartingPrice: '',
      phone: '+1 555 0100',
      website: 'https://ada.example',
      linkedinUrl: '',
      isAvailable: true,
    });
  });

  it('sends every field, an emptied one as null so the server clears it, and the server reads it back the same', () => {
    const values = profileEditFormSchema.parse({ ...profileFormValues(profile), bio: 'Books for bakeries', website: '', hourlyRate: '75', isAvailable: false });
    const body = profileEditBody(values, 'individual');
    expect(body).toMatchObject({ bio: 'Books for bakeries', website: null, hourlyRate: 75, monthlyStartingPrice: null, specializations: ['Xero', 'Square'], isAvailable: false });
    expect(profileEditRequestSchema.parse(body)).toMatchObject({ bio: 'Books for bakeries', website: null, hourlyRate: 75, isAvailable: false });
  });

  it('leaves out the individual-only fields for a firm', () => {
    const body = profileEditBody(profileEditFormSchema.parse(profileFormValues(profile)), 'firm');
    expect(Object.keys(body)).not.toContain('certifications');
    expect(Object.keys(body)).not.toContain('experience');
    expect(Object.keys(body)).not.toContain('otherCertifications');
  });
});
