/** Every option list of spec §3, with display labels where the UI shows something else. */

export const INDUSTRIES = ['retail', 'healthcare', 'technology', 'construction', 'restaurant', 'ecommerce', 'consulting', 'education', 'other'] as const;
export type Industry = (typeof INDUSTRIES)[number];

export const BUDGETS = ['500-1000', '1000-2500', '2500-5000', '5000+'] as const;
export type Budget = (typeof BUDGETS)[number];

export const TIMELINES = ['asap', '2-weeks', '1-month', 'flexible'] as const;
export type Timeline = (typeof TIMELINES)[number];

export const TIMELINE_LABELS: Record<Timeline, string> = {
  asap: 'ASAP',
  '2-weeks': 'Within 2 weeks',
  '1-month': 'Within a month',
  flexible: 'Flexible',
};

/** Budget display (spec §9): ranges carry "/month", the open-ended top band does not. */
export function budgetLabel(budget: Budget): string {
  if (budget === '5000+') return '$5,000+';
  const [low, high] = budget.split('-').map((part) => Number(part).toLocaleString('en-US'));
  return `$${low}-$${high}/month`;
}

export const HIRE_BUSINESS_SIZES = ['Sole Proprietor', 'Small (1-10 employees)', 'Medium (11-50 employees)', 'Large (50+ employees)'] as const;

export const BUSINESS_REQUEST_SERVICES = [
  'Bookkeeping',
  'Tax Preparation',
  'Financial Planning',
  'Payroll Processing',
  'QuickBooks Setup',
  'Monthly Reports',
  'Year-end Accounting',
  'Audit Preparation',
  'Business Consulting',
  'CFO Services',
] as const;

export const HIRE_SERVICES = [
  'Monthly Bookkeeping',
  'Tax Preparation - Business',
  'Financial Statement Preparation',
  'Payroll Processing',
  'QuickBooks Setup',
  'Monthly Reports',
  'Year-end Accounting',
  'Audit Preparation',
  'Business Consulting',
  'CFO Services',
] as const;

export const PROVIDER_TYPES = ['individual', 'firm'] as const;
export type ProviderType = (typeof PROVIDER_TYPES)[number];

export const PROVIDER_SERVICES = ['bookkeeping', 'tax-prep', 'payroll', 'cfo-services'] as const;
export type ProviderService = (typeof PROVIDER_SERVICES)[number];
export const PROVIDER_SERVICE_LABELS: Record<ProviderService, string> = {
  bookkeeping: 'Bookkeeping',
  'tax-prep': 'Tax Preparation',
  payroll: 'Payroll',
  'cfo-services': 'CFO Services',
};

export const CERTIFICATIONS = ['cpa', 'quickbooks-pro', 'xero-advisor'] as const;
export const CERTIFICATION_LABELS: Record<(typeof CERTIFICATIONS)[number], string> = {
  cpa: 'CPA',
  'quickbooks-pro': 'QuickBooks ProAdvisor',
  'xero-advisor': 'Xero Advisor',
};

export const TARGET_BUSINESS_SIZES = ['small', 'medium', 'large', 'all'] as const;
export type TargetBusinessSize = (typeof TARGET_BUSINESS_SIZES)[number];
export const TARGET_BUSINESS_SIZE_LABELS: Record<TargetBusinessSize, string> = {
  small: 'Small (1-10)',
  medium: 'Medium (10-50)',
  large: 'Large (50+)',
  all: 'All sizes',
};

export const FIRM_SIZES = ['solo', 'small', 'medium', 'large'] as const;
export type FirmSize = (typeof FIRM_SIZES)[number];
export const FIRM_SIZE_LABELS: Record<FirmSize, string> = {
  solo: 'Solo',
  small: 'Small (2-10)',
  medium: 'Medium (11-50)',
  large: 'Large (50+)',
};

export const SERVICE_AREAS = ['local', 'regional', 'national', 'remote'] as const;
export type ServiceArea = (typeof SERVICE_AREAS)[number];

export const NEEDS_TYPES = ['business', 'personal'] as const;
export type NeedsType = (typeof NEEDS_TYPES)[number];

export const PERSONAL_PRIMARY_SERVICES = [
  'Capital gains tax',
  'Income tax',
  'Self-assessment',
  'Insolvency',
  'Inheritance tax',
  'Expatriate tax',
  'Pension tax',
  'Trusts and estates',
  'General tax planning',
] as const;
export const BUSINESS_PRIMARY_SERVICES = ['Accounts', 'Bookkeeping', 'Taxation & tax planning', 'Company formation', 'VAT'] as const;
export const PERSONAL_ADDITIONAL_SERVICES = PERSONAL_PRIMARY_SERVICES.filter((service) => service !== 'Expatriate tax');
export const BUSINESS_ADDITIONAL_SERVICES = [
  'Accounts',
  'Taxation & tax planning',
  'Company formation',
  'VAT',
  'Payroll services',
  'Raising funding',
  'Business plans',
  'Financial reporting',
] as const;

export const CLIENT_TYPES = [
  "I'm finding my first accountant",
  'I want a new accountant',
  "I'm comparing accountants",
  'I have a quick question to ask',
] as const;
export const BUSINESS_TYPES = ['New business', 'Sole trader', 'Limited', 'Partnership', 'Limited Liability Partnership'] as const;
export const ANNUAL_TURNOVERS = [
  '$20k or less',
  '$21k-$50k',
  '$51k-$100k',
  '$101k-$150k',
  '$151k-$250k',
  '$251k-$500k',
  '$501k-$1m',
  '$1.1m-$1.5m',
  '$1.5m+',
] as const;
export const ACCOUNTING_SOFTWARE = ['Excel', 'Sage', 'Xero', 'Freshbooks', 'Dext', 'NetSuite', 'Wave', 'Other'] as const;
export const AGE_RANGES = ['30 and under', '31-40', '41-50', '51-60', '61 and over'] as const;

/** What a skip link stores (spec §4, questionnaire). */
export const NOT_SPECIFIED = 'Not specified';

export const BOOKING_STATUSES = ['pending', 'confirmed', 'in_progress', 'completed', 'cancelled'] as const;
export const QUESTIONNAIRE_STATUSES = ['pending', 'matched'] as const;
