import { z } from 'zod';
import { USERNAME_MAX_LENGTH } from './constants';
import { emailAddress, optionalPhoneNumber, optionalText, optionalWebUrl, requiredName } from './fields';
import { serviceTagsFor } from './matching';
import { PROVIDER_TYPES, type FirmSize, type ProviderService, type ProviderType } from './options';
import { slugify } from './slug';

/**
 * The admin CSV formats of spec §3: the firm upload (columns by position, in this order) and the
 * provider export (exact header), plus the pure rules that turn one firm row into provider fields.
 */

export const FIRM_CSV_COLUMNS = [
  'Name',
  'Meta Title',
  'Meta Description',
  'Primary Industry',
  'Size',
  'Type',
  'City',
  'Country',
  'Domain',
  'LinkedIn URL',
  'About Company',
  'Services',
  'Business Type',
  'Specializations & Tools',
  'Page Description',
  'Logo URL',
  'Services Offered',
] as const;

export const PROVIDER_EXPORT_COLUMNS = ['Name', 'Email', 'Phone', 'Location', 'Type', 'Status', 'Approved', 'Services'] as const;

/** Upload limits (ARCHITECTURE §5): a larger file is a 413, more data rows a 400. */
export const CSV_UPLOAD_LIMITS = { maxBytes: 5 * 1024 * 1024, maxRows: 10_000 } as const;

const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** A firm row's cells by column (after `firmRowCells`), held to the rules a registration would be. */
export const firmCsvRowSchema = z.object({
  name: requiredName('Name', 200),
  metaTitle: optionalText(200),
  metaDescription: optionalText(500),
  primaryIndustry: optionalText(100),
  size: optionalText(50),
  type: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() || undefined : value),
    z.enum(PROVIDER_TYPES, 'Type must be firm or individual').default('firm'),
  ),
  city: optionalText(100),
  country: optionalText(100),
  domain: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase().replace(/^https?:\/\//, '').replace(/^www\./, '').replace(/\/.*$/, '') : value),
    optionalText(253).refine((domain) => domain === undefined || DOMAIN.test(domain), 'Domain must be a host name such as example.com'),
  ),
  linkedinUrl: optionalWebUrl('LinkedIn URL'),
  about: optionalText(5000),
  services: optionalText(1000),
  businessType: optionalText(100),
  specializations: optionalText(1000),
  pageDescription: optionalText(5000),
  logoUrl: optionalText(500),
  servicesOffered: optionalText(1000),
});
export type FirmCsvRow = z.output<typeof firmCsvRowSchema>;

const FIRM_ROW_KEYS = Object.keys(firmCsvRowSchema.shape) as (keyof FirmCsvRow)[];

/** One CSV record (cells by position) as the object `firmCsvRowSchema` reads. */
export function firmRowCells(cells: readonly string[]): Record<keyof FirmCsvRow, string | undefined> {
  return Object.fromEntries(FIRM_ROW_KEYS.map((key, index) => [key, cells[index]])) as Record<keyof FirmCsvRow, string | undefined>;
}

/** The header must name the firm columns in order (case and spacing aside); returns why not, if not. */
export function firmHeaderProblem(header: readonly string[]): string | undefined {
  const normalise = (text: string | undefined) => (text ?? '').toLowerCase().replace(/[^a-z]/g, '');
  const expected = FIRM_CSV_COLUMNS.map(normalise);
  const given = header.map(normalise);
  // The specializations column's title varies between exports ("Specializations and tools"): any title that says so.
  const same = expected.every((name, index) => given[index] === name || (index === 13 && (given[index] ?? '').startsWith('special')));
  if (same && given.length === expected.length) return undefined;
  return `The first row must name the ${FIRM_CSV_COLUMNS.length} firm columns in this order: ${FIRM_CSV_COLUMNS.join(', ')}`;
}

/** Keywords for service text the matching table does not name exactly ("Tax returns", "Fractional CFO"). */
const SERVICE_KEYWORDS: [RegExp, ProviderService][] = [
  [/bookkeep|accounts|accounting|reconcil|quickbooks|xero/i, 'bookkeeping'],
  [/tax|vat|irs/i, 'tax-prep'],
  [/payroll/i, 'payroll'],
  [/cfo|advis|consult|planning|forecast|fund/i, 'cfo-services'],
];

/** Provider service tags from free service text; a firm naming none is a bookkeeping firm. */
export function firmServiceTags(texts: readonly (string | undefined)[]): ProviderService[] {
  const names = texts.flatMap((text) => (text ?? '').split(/[,;]/)).map((name) => name.trim()).filter(Boolean);
  const tags = new Set(serviceTagsFor(names));
  for (const name of names) for (const [pattern, tag] of SERVICE_KEYWORDS) if (pattern.test(name)) tags.add(tag);
  return tags.size > 0 ? [...tags] : ['bookkeeping'];
}

/** "11-50 employees", "2-10", "1", "51-200", "500+": the firm size band of the lower bound. */
export function firmSizeFor(size: string | undefined): FirmSize | undefined {
  const low = /(\d[\d,]*)/.exec(size ?? '')?.[1];
  if (low === undefined) return undefined;
  const people = Number(low.replace(/,/g, ''));
  if (people <= 1) return 'solo';
  if (people <= 10) return 'small';
  if (people <= 50) return 'medium';
  return 'large';
}

/** A handle from a name: lowercase letters, digits and underscores, 3-30 characters. */
export function usernameBase(name: string): string {
  const base = slugify(name).replace(/-/g, '_').slice(0, USERNAME_MAX_LENGTH).replace(/_+$/, '');
  return base.length >= 3 ? base : `firm_${base || 'x'}`.slice(0, USERNAME_MAX_LENGTH);
}

/** The `n`th alternative of a taken handle (`acme_2`), still at most 30 characters. */
export function usernameVariant(base: string, n: number): string {
  const suffix = `_${n}`;
  return `${base.slice(0, USERNAME_MAX_LENGTH - suffix.length)}${suffix}`;
}

/** The `n`th alternative of a taken address: `info+2@acme.com`. */
export function emailVariant(email: string, n: number): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, at)}+${n}${email.slice(at)}`;
}

/** Imported firms without a domain get an address that can never receive mail (RFC 2606 `.invalid`). */
export const IMPORTED_EMAIL_DOMAIN = 'imported.ledgerlink.invalid';

/** The generated logo: initials on a colour picked from the name (served by the avatars route). */
export function generatedLogoPath(name: string): string {
  const words = slugify(name).split('-').filter(Boolean);
  const initials = (words.length > 1 ? `${words[0]![0]}${words[1]![0]}` : (words[0] ?? 'x').slice(0, 2)).toUpperCase();
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return `/avatars/${initials}-${hash}.svg`;
}

/** The provider fields one firm row gives; identity fields (username, email, slug) are chosen by the importer. */
export function firmToProviderFields(row: FirmCsvRow, isSiteImage: (path: string) => boolean) {
  const providerType: ProviderType = row.type;
  return {
    providerType,
    fullName: row.name,
    businessName: row.name,
    phone: '',
    location: [row.city, row.country].filter(Boolean).join(', ') || 'Remote',
    city: row.city,
    country: row.country,
    services: firmServiceTags([row.services, row.servicesOffered]),
    serviceArea: row.city ? ('local' as const) : ('remote' as const),
    certifications: [],
    businessSize: ['all' as const],
    specializations: (row.specializations ?? '').split(',').map((item) => item.trim()).filter(Boolean).slice(0, 50),
    firmSize: firmSizeFor(row.size),
    bio: row.about,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    primaryIndustry: row.primaryIndustry,
    domain: row.domain,
    businessType: row.businessType,
    pageDescription: row.pageDescription,
    website: row.domain ? `https://${row.domain}` : undefined,
    linkedinUrl: row.linkedinUrl,
    // Only images on this site may be shown (fields.ts); any other logo is replaced by a generated one.
    profileImageUrl: row.logoUrl && isSiteImage(row.logoUrl) ? row.logoUrl : generatedLogoPath(row.name),
  };
}

/** The provider export's row for one provider (spec §3). */
export function providerExportRow(provider: {
  fullName: string;
  email: string;
  phone: string;
  location: string;
  providerType: ProviderType;
  isActive: boolean;
  isApproved: boolean;
  services: readonly string[];
}): string[] {
  return [
    provider.fullName,
    provider.email,
    provider.phone,
    provider.location,
    provider.providerType,
    provider.isActive ? 'Active' : 'Inactive',
    provider.isApproved ? 'Yes' : 'No',
    provider.services.join(';'),
  ];
}

const yesNo = (label: string, yes: string, no: string, fallback: boolean) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() || undefined : value),
    z
      .enum([yes.toLowerCase(), no.toLowerCase()], `${label} must be ${yes} or ${no}`)
      .optional()
      .transform((answer) => (answer === undefined ? fallback : answer === yes.toLowerCase())),
  );

/** One row of a provider CSV (`POST /api/admin/bulk-import`): the export's columns, so an export can be edited and imported again. */
export const providerImportRowSchema = z.object({
  name: requiredName('Name', 200),
  email: z.string('Email is required').pipe(emailAddress()),
  phone: optionalPhoneNumber(),
  location: optionalText(200),
  type: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() || undefined : value),
    z.enum(PROVIDER_TYPES, 'Type must be firm or individual').default('individual'),
  ),
  isActive: yesNo('Status', 'Active', 'Inactive', true),
  isApproved: yesNo('Approved', 'Yes', 'No', false),
  services: optionalText(1000),
});
export type ProviderImportRow = z.output<typeof providerImportRowSchema>;

/** A provider CSV record keyed by the export's header names, as `providerImportRowSchema` reads it. */
export function providerImportCells(record: Record<string, string | undefined>) {
  const cell = (column: (typeof PROVIDER_EXPORT_COLUMNS)[number]) => record[column];
  return {
    name: cell('Name'),
    email: cell('Email'),
    phone: cell('Phone'),
    location: cell('Location'),
    type: cell('Type'),
    isActive: cell('Status'),
    isApproved: cell('Approved'),
    services: cell('Services'),
  };
}

/** The provider export header must be there (extra columns are ignored); returns why not, if not. */
export function providerImportHeaderProblem(header: readonly string[]): string | undefined {
  const missing = ['Name', 'Email'].filter((column) => !header.includes(column));
  return missing.length ? `The first row must hold the provider export's columns (${PROVIDER_EXPORT_COLUMNS.join(', ')}); missing: ${missing.join(', ')}` : undefined;
}
