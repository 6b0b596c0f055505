import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { businessRegisterRequestSchema } from './api/business';
import { contactRequestSchema } from './api/marketplace';
import { bookkeeperRegisterRequestSchema } from './api/providers';
import { customerOnboardingRequestSchema } from './api/questionnaire';
import { formatZodError } from './errors';
import { emailAddress, isEmailAddress, keepStoredText, requestFrom, requiredText } from './fields';

const messagesOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? [] : formatZodError(result.error as never).errors.map((error) => `${error.path}: ${error.message}`);

describe('the one email rule (issue 8)', () => {
  const emailFields = [
    contactRequestSchema,
    businessRegisterRequestSchema.pick({ email: true }),
    // Refined objects cannot be picked from: their email field as it is.
    z.object({ email: bookkeeperRegisterRequestSchema.shape.email }),
    z.object({ email: customerOnboardingRequestSchema.shape.email }),
  ];

  it('accepts one plain email address per email field, never a list or a header', () => {
    for (const schema of emailFields) {
      expect(schema.parse({ email: ' Ada@Example.COM ' })).toEqual({ email: 'ada@example.com' });
      for (const email of ['a@x.io, b@y.io', 'a@x.io\nBcc: c@z.io', 'Ada <a@x.io>', 'a@x.io;b@y.io', 'no-at-sign', 'a@x', 'a b@x.io']) {
        expect(messagesOf(schema.safeParse({ email }))).toEqual(['email: Please enter a valid email address']);
      }
    }
    expect(messagesOf(customerOnboardingRequestSchema.safeParse({ email: 'a@x.io, b@y.io' }))).toContain('email: Please enter a valid email address');
  });

  it('agrees with isEmailAddress, the check mail uses outside a schema', () => {
    expect(isEmailAddress('ada@example.com')).toBe(true);
    expect(isEmailAddress('Ada@example.com')).toBe(false);
    expect(isEmailAddress(emailAddress().parse('Ada@example.com'))).toBe(true);
  });
});

describe('requestFrom', () => {
  const entity = z.object({
    id: z.string(),
    name: requiredText('Name').catch(keepStoredText),
    email: emailAddress().catch(keepStoredText),
  });

  it('reads a stored value the rules now refuse, keeping it as stored', () => {
    expect(entity.parse({ id: '1', name: 'Acme\u0007', email: 'Ada <a@x.io>' })).toEqual({ id: '1', name: 'Acme\u0007', email: 'Ada <a@x.io>' });
  });

  it('holds a request to the same rules without that tolerance, and refuses unknown fields', () => {
    const request = requestFrom(entity).omit({ id: true });
    expect(messagesOf(request.safeParse({ name: 'Acme\u0007', email: 'Ada <a@x.io>', id: '1' }))).toEqual([
      'name: Name must not contain control characters',
      'email: Please enter a valid email address',
      'id: Unknown field "id"',
    ]);
    expect(request.parse({ name: ' Acme ', email: 'A@X.io' })).toEqual({ name: 'Acme', email: 'a@x.io' });
  });
});
