import { describe, expect, it } from 'vitest';
import { formatZodError } from '../errors';
import { bookkeeperRegisterRequestSchema } from './providers';

const provider = {
  username: 'Grace_H',
  providerType: 'individual',
  fullName: 'Grace Hopper',
  email: 'Grace@Example.com',
  phone: '+1 555 0100',
  location: 'Chicago',
  services: ['bookkeeping'],
  serviceArea: 'remote',
  businessSize: ['small'],
};

const messagesOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? [] : formatZodError(result.error as never).errors.map((error) => `${error.path}: ${error.message}`);

describe('provider registration request', () => {
  it('lowercases usernames and emails and splits comma-separated specializations', () => {
    const parsed = bookkeeperRegisterRequestSchema.parse({ ...provider, specializations: ' Xero, ,Retail ', yearsOfExperience: '7' });
    expect(parsed).toMatchObject({ username: 'grace_h', email: 'grace@example.com', specializations: ['Xero', 'Retail'], yearsOfExperience: 7 });
  });

  it('words username and list failures exactly as the spec', () => {
    expect(messagesOf(bookkeeperRegisterRequestSchema.safeParse({ ...provider, username: 'ab' }))).toContain(
      'username: Username must be at least 3 characters',
    );
    expect(messagesOf(bookkeeperRegisterRequestSchema.safeParse({ ...provider, username: 'x'.repeat(31) }))).toContain(
      'username: Username must be less than 30 characters',
    );
    expect(messagesOf(bookkeeperRegisterRequestSchema.safeParse({ ...provider, username: 'a-b!' }))).toContain(
      'username: Username can only contain letters, numbers, and underscores',
    );
    expect(messagesOf(bookkeeperRegisterRequestSchema.safeParse({ ...provider, services: [], businessSize: [] }))).toEqual([
      'services: Please select at least one service',
      'businessSize: Please select at least one business size',
    ]);
  });

  it('needs a firm name from firms only', () => {
    expect(messagesOf(bookkeeperRegisterRequestSchema.safeParse({ ...provider, providerType: 'firm' }))).toEqual(['businessName: Firm name is required']);
  });

  it('refuses fields the server sets, such as approval and counters', () => {
    expect(messagesOf(bookkeeperRegisterRequestSchema.safeParse({ ...provider, isApproved: true, totalReviews: 9, slug: 'x' }))).toEqual([
      'isApproved: Unknown field "isApproved"',
      'totalReviews: Unknown field "totalReviews"',
      'slug: Unknown field "slug"',
    ]);
  });

  it('accepts links only with https (http too for websites) and a host, and images only from this site', () => {
    const links = { linkedinUrl: 'https://www.linkedin.com/in/grace', website: 'http://hopper.example', portfolioUrl: 'https://hopper.example/work' };
    expect(bookkeeperRegisterRequestSchema.parse({ ...provider, ...links })).toMatchObject(links);
    const refused = [
      { website: 'javascript:alert(1)' },
      { website: 'data:text/html,<script>alert(1)</script>' },
      { linkedinUrl: 'http://www.linkedin.com/in/grace' },
      { portfolioUrl: 'https://user:pass@evil.example' },
      { website: 'https://' },
      { website: 'ftp://files.example' },
      { profileImageUrl: 'https://tracker.example/pixel.gif' },
      { profileImageUrl: '/uploads/../secrets' },
    ];
    for (const fields of refused) {
      expect(bookkeeperRegisterRequestSchema.safeParse({ ...provider, ...fields }).success, JSON.stringify(fields)).toBe(false);
    }
    expect(bookkeeperRegisterRequestSchema.parse({ ...provider, profileImageUrl: '/uploads/logos/grace.png' }).profileImageUrl).toBe('/uploads/logos/grace.png');
  });
});
