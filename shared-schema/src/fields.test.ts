import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { firmCsvRowSchema, providerImportRowSchema } from './admin-csv';
import { updateBusinessRequestSchema, updateProviderRequestSchema } from './api/admin';
import { loginRequestSchema } from './api/auth';
import { businessRegisterRequestSchema } from './api/business';
import { contactRequestSchema } from './api/marketplace';
import { bookkeeperRegisterRequestSchema } from './api/providers';
import { customerOnboardingRequestSchema } from './api/questionnaire';
import { formatZodError } from './errors';
import { usernameSchema } from './entities/bookkeeper';
import { emailAddress, isEmailAddress, keepStoredText, MAX_MARKS_PER_LETTER, nameProblem, phoneNumber, requestFrom, requiredText } from './fields';
import * as schemas from './index';

const messagesOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? [] : formatZodError(result.error as never).errors.map((error) => `${error.path}: ${error.message}`);

describe('the one email rule', () => {
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

describe('the one name rule', () => {
  const bidiControls = ['\u061c', '\u200e', '\u200f', '\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'];
  const controls = ['\u0000', '\t', '\n', '\r', '\u001b', '\u007f', '\u0085', '\u009b', '\u2028', '\u2029'];

  it('accepts real names in many scripts, with up to three marks on a letter', () => {
    const names = [
      'Grace Hopper',
      "Siobhán O'Neill-Ó Briain",
      'Nguyễn Thị Ánh',
      // The same, decomposed: e + circumflex + tilde.
      'Nguye\u0302\u0303n',
      'שַׁבְּתַאי צְבִי',
      'مُحَمَّد',
      // Persian writes a zero-width non-joiner inside names.
      'میر\u200cمحمدی',
      'क्षत्रिय',
      // ज + nukta + vowel sign ii + anusvara: three marks.
      '\u091c\u093c\u0940\u0902',
      'กิ่งแก้ว',
      '김민준',
      'Zoë & Co. Books',
    ];
    for (const name of names) expect(nameProblem(name), name).toBeUndefined();
  });

  it('refuses control characters, line breaks included, and every bidi control', () => {
    for (const char of controls) expect(nameProblem(`Ada${char}Lovelace`), JSON.stringify(char)).toBe('must not contain control characters');
    for (const char of bidiControls) expect(nameProblem(`Ada ${char}Lovelace`), JSON.stringify(char)).toBe('must not contain invisible text-direction characters');
  });

  it('refuses more than three marks on one letter, also when joiners split the run', () => {
    expect(nameProblem(`Z${'\u0301'.repeat(3)}`)).toBeUndefined();
    for (const name of [`Z${'\u0301'.repeat(4)}`, `Ada ${'\u0336'.repeat(300)}`, `a\u0301\u0301\u200d\u0301\u0301`, `\u0301\u0301\u0301\u0301`]) {
      expect(nameProblem(name), JSON.stringify(name)).toBe(`must not have more than ${MAX_MARKS_PER_LETTER} accents or marks on one letter`);
    }
  });

  // Every name field of every request, each refusing with its own label.
  const nameFields: [string, { safeParse(input: unknown): { success: boolean; error?: unknown } }, string, string][] = [
    ['provider registration', bookkeeperRegisterRequestSchema, 'fullName', 'Full name'],
    ['provider registration', bookkeeperRegisterRequestSchema, 'businessName', 'Business name'],
    ['business request', businessRegisterRequestSchema, 'companyName', 'Company name'],
    ['business request', businessRegisterRequestSchema, 'contactName', 'Contact name'],
    ['admin provider edit', updateProviderRequestSchema, 'fullName', 'Full name'],
    ['admin provider edit', updateProviderRequestSchema, 'businessName', 'Business name'],
    ['admin business edit', updateBusinessRequestSchema, 'companyName', 'Company name'],
    ['admin business edit', updateBusinessRequestSchema, 'contactName', 'Contact name'],
    ['admin sign-in', loginRequestSchema, 'username', 'Username'],
    ['firm CSV row', firmCsvRowSchema, 'name', 'Name'],
    ['provider CSV row', providerImportRowSchema, 'name', 'Name'],
  ];

  it('holds every name field of the requests to it, naming the field', () => {
    for (const [request, schema, field, label] of nameFields) {
      const refused = (name: string) => messagesOf(schema.safeParse({ [field]: name })).filter((message) => message.startsWith(`${field}: `));
      expect(refused('Ada \u202eecalevoL'), `${request} ${field}`).toEqual([`${field}: ${label} must not contain invisible text-direction characters`]);
      expect(refused('Ada\u0085Lovelace'), `${request} ${field}`).toEqual([`${field}: ${label} must not contain control characters`]);
      expect(refused(`Ada${'\u0301'.repeat(50)}`), `${request} ${field}`).toEqual([`${field}: ${label} must not have more than 3 accents or marks on one letter`]);
      expect(refused('Nguyễn Thị Ánh'), `${request} ${field}`).toEqual([]);
    }
  });

  it('leaves no request field called a name outside the rule', () => {
    const requestObjects = (Object.entries(schemas) as [string, unknown][]).filter(
      (entry): entry is [string, z.ZodObject] => /(Request|Row)Schema$/.test(entry[0]) && entry[1] instanceof z.ZodObject,
    );
    const checked = new Set(nameFields.map(([, schema, field]) => `${Object.entries(schemas).find(([, value]) => value === schema)?.[0]}.${field}`));
    for (const [schemaName, schema] of requestObjects) {
      for (const field of Object.keys(schema.shape).filter((key) => /name/i.test(key))) {
        // A handle is held to letters, digits and underscores already.
        if (schema.shape[field] === usernameSchema) continue;
        // A choice from a fixed list (a service's tag) holds no free text.
        if (schema.shape[field] instanceof z.ZodEnum) continue;
        expect(checked, `${schemaName}.${field} is a name field the rule test does not cover`).toContain(`${schemaName}.${field}`);
      }
    }
  });
});

describe('phone numbers', () => {
  const messages = (schema: z.ZodType, value: unknown) => {
    const result = schema.safeParse(value);
    return result.success ? [] : formatZodError(result.error).errors.map((error) => error.message);
  };

  it('accept digits, spaces and + - ( ) with at least 7 digits, trimmed', () => {
    for (const phone of ['+44 7700 900123', '(312) 555-0129', '5550100', '+1-555-010-0000']) expect(phoneNumber().parse(` ${phone} `)).toBe(phone);
  });

  it('refuse letters, too few digits and too long a number, naming the field', () => {
    expect(messages(phoneNumber(), 'abc')).toEqual(['Phone may hold only digits, spaces and + - ( )', 'Phone must have at least 7 digits']);
    expect(messages(phoneNumber('Mobile number'), '12')).toEqual(['Mobile number must have at least 7 digits']);
    expect(messages(phoneNumber(), '+1 (555) 0100 ext. 12')).toEqual(expect.arrayContaining(['Phone may hold only digits, spaces and + - ( )']));
    expect(messages(phoneNumber(), '1'.repeat(21))).toEqual(['Phone must be at most 20 characters']);
    expect(messages(phoneNumber(), '   ')).toEqual(['Phone is required']);
  });

  it('hold on every route a phone reaches: registration, business requests, the questionnaire, admin edits and CSV rows', () => {
    const refusedPaths = (schema: z.ZodType, input: Record<string, unknown>) =>
      schema.safeParse(input).error?.issues.map((issue) => issue.path.join('.')) ?? [];
    expect(refusedPaths(bookkeeperRegisterRequestSchema, { phone: '12' })).toContain('phone');
    expect(refusedPaths(businessRegisterRequestSchema, { phone: 'abc' })).toContain('phone');
    expect(refusedPaths(customerOnboardingRequestSchema, { mobileNumber: 'call me' })).toContain('mobileNumber');
    expect(refusedPaths(updateProviderRequestSchema, { phone: '12' })).toEqual(['phone']);
    expect(refusedPaths(updateBusinessRequestSchema, { phone: '12' })).toEqual(['phone']);
    expect(refusedPaths(bookkeeperRegisterRequestSchema, { phone: '+44 7700 900123' })).not.toContain('phone');
    expect(providerImportRowSchema.shape.phone.safeParse('12').success).toBe(false);
    expect(providerImportRowSchema.shape.phone.parse('  ')).toBeUndefined();
  });
});
