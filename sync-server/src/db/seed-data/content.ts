/** Text fragments that demo profiles, reviews and requests are composed from. */

export const SOFTWARE_SPECIALIZATIONS = [
  'QuickBooks Online', 'QuickBooks Desktop', 'Xero', 'Sage', 'FreshBooks', 'NetSuite', 'Wave', 'Gusto', 'ADP', 'Dext',
  'Zoho Books', 'MYOB',
] as const;

export const INDUSTRY_SPECIALIZATIONS = [
  'Construction', 'E-commerce', 'Non-profits', 'Real estate', 'Restaurants', 'SaaS', 'Healthcare', 'Retail',
  'Professional services', 'Startups', 'Hospitality', 'Manufacturing', 'Creative agencies', 'Trades', 'Property management',
  'Freelancers', 'Law firms', 'Dental practices', 'Logistics', 'Franchises',
] as const;

export const TASK_SPECIALIZATIONS = [
  'Catch-up bookkeeping', 'Sales tax', 'Multi-entity consolidation', 'Cash flow forecasting', 'Payroll compliance',
  'Bank reconciliations', 'Accounts payable', 'Inventory accounting', 'Fractional CFO', 'Audit readiness',
  'VAT returns', 'Zakat and VAT', 'Budgeting', 'Management reporting',
] as const;

export const SERVICE_PHRASES: Readonly<Record<string, string>> = {
  bookkeeping: 'monthly bookkeeping',
  'tax-prep': 'tax preparation',
  payroll: 'payroll',
  'cfo-services': 'fractional CFO support',
};

export const INDIVIDUAL_OPENERS = [
  'I am a {title} based in {city} with {years} years of experience.',
  'Based in {city}, I have spent {years} years helping owners keep clean books.',
  "I'm a {city}-based {title} who has been doing this work for {years} years.",
  'After {years} years in practice, I now run my own {title} practice in {city}.',
];
export const FIRM_OPENERS = [
  '{name} is a {size} practice based in {city}, {country}.',
  'Founded in {founded}, {name} serves businesses across {city} and beyond.',
  '{name} brings a team of {team} to businesses in and around {city}.',
  'Headquartered in {city}, {name} has supported growing companies since {founded}.',
];
export const SERVICE_SENTENCES = [
  '{subject} handle {services} for {sizes} businesses.',
  '{subject} focus on {services}, mostly for {sizes} companies.',
  'Clients come to {object} for {services}.',
];
export const FOCUS_SENTENCES = [
  'Specialties include {specializations}.',
  'Sector experience includes {specializations}.',
  'A lot of {possessive} work is in {specializations}.',
];
export const CLOSING_SENTENCES = [
  'Expect replies within one business day.',
  'Clear monthly reports, no surprises at tax time.',
  'Fixed monthly pricing is available on request.',
  'Remote onboarding takes about a week.',
  'Happy to take over from a previous bookkeeper and tidy up the history.',
  'Every client gets a named point of contact.',
];

export const SIZE_PHRASES: Readonly<Record<string, string>> = {
  small: 'small',
  medium: 'mid-sized',
  large: 'larger',
  all: 'all sizes of',
};

export const FIRM_SIZE_PHRASES: Readonly<Record<string, string>> = {
  solo: 'boutique',
  small: 'small',
  medium: 'mid-sized',
  large: 'large multi-office',
};

interface ReviewText {
  title: string;
  comment: string;
}

export const REVIEW_TEXT: Readonly<Record<'5' | '4' | '3' | '2' | '1', readonly ReviewText[]>> = {
  '5': [
    { title: 'Outstanding service', comment: 'Our books have never been this organised. Responsive, thorough and easy to work with.' },
    { title: 'Saved us at tax time', comment: 'Caught several deductions we had missed and filed everything well before the deadline.' },
    { title: 'Highly recommend', comment: 'Took over a messy year of records and had everything reconciled within weeks.' },
    { title: 'Exactly what we needed', comment: 'Clear monthly reports and always available for a quick question.' },
    { title: 'A real partner', comment: 'Feels like part of the team. The cash flow forecasts changed how we plan.' },
    { title: 'Payroll is finally painless', comment: 'Every pay run on time and every filing handled without us chasing.' },
    { title: 'Fantastic', comment: 'Professional, friendly and genuinely interested in our business.' },
    { title: 'Worth every penny', comment: 'The monthly close is now predictable and our lender loved the statements.' },
  ],
  '4': [
    { title: 'Very good', comment: 'Solid work and good communication. Turnaround was a little slow during peak season.' },
    { title: 'Reliable', comment: 'Books are always up to date. Would like a bit more proactive advice, but happy overall.' },
    { title: 'Great value', comment: 'Fair pricing and accurate work. Onboarding took longer than expected.' },
    { title: 'Knows the software well', comment: 'Set up our accounting software properly and trained our staff.' },
    { title: 'Good experience', comment: 'Helpful and patient with our questions. Reports are clear.' },
  ],
  '3': [
    { title: 'Decent', comment: 'Work was accurate but we often had to follow up to get answers.' },
    { title: 'Okay overall', comment: 'Got the job done, though communication could be better.' },
    { title: 'Mixed', comment: 'Good at the basics, less so with our inventory questions.' },
  ],
  '2': [
    { title: 'Slow responses', comment: 'Several deadlines were close calls and replies took days.' },
    { title: 'Not the right fit', comment: 'Pricing changed after the first month and the reports were hard to follow.' },
  ],
  '1': [
    { title: 'Disappointing', comment: 'Missed a filing deadline and we had to fix the reconciliations ourselves.' },
  ],
};

export const BUSINESS_NAME_PARTS: Readonly<Record<string, { nouns: readonly string[]; suffixes: readonly string[] }>> = {
  retail: { nouns: ['Corner', 'Maple', 'Urban', 'Harbor', 'Golden'], suffixes: ['Outfitters', 'Goods', 'Market', 'Supply Co.'] },
  healthcare: { nouns: ['Bright', 'Lakeside', 'Greenfield', 'Clearview'], suffixes: ['Dental', 'Physio Clinic', 'Family Practice', 'Wellness'] },
  technology: { nouns: ['Pixel', 'Cloudnine', 'Bitforge', 'Nimbus', 'Quanta'], suffixes: ['Labs', 'Software', 'Systems', 'Digital'] },
  construction: { nouns: ['Ridgeline', 'Stonecraft', 'Ironwood', 'Summit'], suffixes: ['Builders', 'Construction', 'Contracting', 'Renovations'] },
  restaurant: { nouns: ['Olive', 'Saffron', 'Blue Door', 'Copper Pot', 'Harvest'], suffixes: ['Kitchen', 'Bistro', 'Cafe', 'Eatery'] },
  ecommerce: { nouns: ['Nest', 'Wildleaf', 'Parcel', 'Boxwood'], suffixes: ['Online', 'Store', 'Direct', 'Shop'] },
  consulting: { nouns: ['Northstar', 'Keel', 'Fulcrum', 'Bridgewater'], suffixes: ['Consulting', 'Advisory', 'Strategy Group'] },
  education: { nouns: ['Bright Minds', 'Little Oaks', 'Scholar', 'Lantern'], suffixes: ['Academy', 'Tutoring', 'Learning Centre'] },
  other: { nouns: ['Blue Fern', 'Tidewater', 'Foxglove', 'Sparrow'], suffixes: ['Studio', 'Services', 'Co.', 'Events'] },
};

export const BUSINESS_NOTES = [
  'We are switching from spreadsheets and need help setting up proper accounts.',
  'Two years of catch-up needed before our loan application.',
  'Looking for someone who can also handle sales tax in several states.',
  'Prefer a provider who works in our time zone.',
  'We use Xero and Gusto today.',
  'Our current bookkeeper is retiring at the end of the quarter.',
];

export const LEAD_NOTES: Readonly<Record<string, readonly string[]>> = {
  contacted: ['Intro call booked for next week.', 'Sent pricing and onboarding checklist.', 'Left a voicemail and sent an email.'],
  won: ['Signed a 12-month engagement.', 'Started with a catch-up project, then monthly.', 'Onboarded; first close next month.'],
  lost: ['Chose a provider with in-house payroll.', 'Budget was lower than our minimum.', 'Went with their existing accountant.'],
  passed: ['Outside my area of expertise.', 'Fully booked this quarter.', 'Industry is not a fit.'],
};

export const REJECTION_REASONS = [
  'Profile incomplete: no description of services or experience.',
  'Could not verify the certifications listed.',
  'Duplicate of an existing profile.',
  'Contact details could not be verified.',
  'Services offered are outside the marketplace categories.',
];
