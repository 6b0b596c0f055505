import { LEGAL_LAST_UPDATED, PRICING_TIERS, SUPPORT_EMAIL } from '@ledgerlink/shared-schema';

/**
 * Content of the static pages of spec §2. One map so the pages share a layout; each entry is what
 * one page says. Legal pages get "Last updated" and a "Back to Home" button.
 */
/** A card inside a section: a pricing tier, a do's or don'ts list. */
export interface StaticCard {
  title: string;
  items: string[];
  /** `do` and `dont` lists get a tick or a cross per item. */
  tone?: 'do' | 'dont';
}

export interface StaticSection {
  heading: string;
  paragraphs: string[];
  link?: { to: string; label: string };
  cards?: StaticCard[];
  /** `email` adds a button that writes to the support address. */
  action?: 'email';
}

export interface StaticPageContent {
  title: string;
  description: string;
  heading: string;
  intro: string;
  sections: StaticSection[];
  cta?: { to: string; label: string };
  legal?: boolean;
  /** Shows a search box that narrows the sections to those mentioning the words typed. */
  searchable?: boolean;
  /** Shows the sections as a grid of cards (help topics, email and response-time cards). */
  sectionCards?: boolean;
}

export const STATIC_PAGES = {
  'how-it-works': {
    title: 'How It Works',
    description: 'Find and hire a verified bookkeeper or accountant in three simple steps. Free, with no commission.',
    heading: 'How it works',
    intro: 'Connecting with the right financial professional takes three simple steps, and it is free.',
    sections: [
      { heading: '1. Tell us what you need', paragraphs: ['Browse the marketplace or answer a short questionnaire about your business and the help you need.'] },
      {
        heading: '2. Get matched',
        paragraphs: ['Our smart matching suggests 1-3 verified professionals who fit your services, location and budget. Nobody can pay to rank higher.'],
        link: { to: '/how-matching-works', label: 'How matching works' },
      },
      { heading: '3. Connect directly', paragraphs: ['Contact professionals directly. No fees, no commission and no payment processing in between.'] },
    ],
    cta: { to: '/find-accountant', label: 'Help me find an accountant' },
  },
  'success-stories': {
    title: 'Success Stories',
    description: 'How businesses found their bookkeeper, accountant or tax professional through LedgerLink.',
    heading: 'Success stories',
    intro:
      'How businesses of every size find the right financial professional on LedgerLink. The stories below illustrate the requests we see rather than quote named clients; what real clients say is in the reviews on each professional’s profile.',
    sections: [
      { heading: 'A bakery that got its books back on track', paragraphs: ['A bakery owner answers our questions about their turnover and software, and within a day is talking to a bookkeeper who knows both.'] },
      { heading: 'A startup ready for its first audit', paragraphs: ['A founder facing due diligence is matched with a firm that prepares startups for their first audit.'] },
      { heading: 'A consultant who stopped dreading tax season', paragraphs: ['An independent consultant hands their filings to an accountant who offers tax services in their country, and gets their evenings back.'] },
    ],
    cta: { to: '/marketplace', label: 'Browse professionals' },
  },
  about: {
    title: 'About',
    description: 'LedgerLink is a free marketplace connecting businesses with verified financial professionals.',
    heading: 'About LedgerLink',
    intro: 'We believe every business deserves a trustworthy bookkeeper or accountant, and that finding one should cost nothing.',
    sections: [
      { heading: 'Our mission', paragraphs: ['Make it simple for businesses to find verified bookkeeping, accounting, tax and payroll professionals, and for those professionals to find clients.'] },
      { heading: 'Free for everyone', paragraphs: ['There are no fees for browsing or connecting, no commission and no payment processing: you work directly with your professional.'] },
    ],
    cta: { to: '/marketplace', label: 'Explore the marketplace' },
  },
  'why-join': {
    title: 'Why Join',
    description: 'Grow your bookkeeping or accounting practice with free, qualified leads from LedgerLink.',
    heading: 'Why join LedgerLink',
    intro: 'Receive qualified leads from businesses that need your expertise, with zero fees and no commission.',
    sections: [
      { heading: 'Qualified leads', paragraphs: ['Smart matching sends you businesses whose needs fit your services, location and experience.'] },
      { heading: 'Keep everything you earn', paragraphs: ['No subscription, no commission and no payment processing: clients pay you directly.'] },
      { heading: 'A profile that builds trust', paragraphs: ['Verified credentials, reviews and a public profile page you can share.'] },
      {
        heading: 'Already listed?',
        paragraphs: ['Your lead dashboard opens from the link in your approval email. On another device, ask for a sign-in link by email.'],
        link: { to: '/dashboard', label: 'Open your dashboard' },
      },
    ],
    cta: { to: '/providers-form', label: 'Join our network' },
  },
  support: {
    title: 'Support',
    description: 'Get help with LedgerLink from our support team.',
    heading: 'Support',
    intro: 'Our team is here to help by email. We typically reply within 24 hours, Monday to Friday, 9am-6pm EST.',
    sections: [
      { heading: 'Email support', paragraphs: [`Write to ${SUPPORT_EMAIL} with your question and, if it concerns a request, the email address you used.`], action: 'email' },
      { heading: 'Response time', paragraphs: ['We typically respond within 24 hours, Monday to Friday, 9am-6pm EST.'] },
      {
        heading: 'Frequently asked questions',
        paragraphs: [
          'Is LedgerLink free? Yes. There are no fees for browsing or connecting, and no commission.',
          'How are professionals verified? Every profile is reviewed, and credentials are checked before it goes live.',
          'How fast will I hear back? We match you within 24 hours; professionals typically reply within a day.',
          'Do you handle payments? No. You agree terms and pay your professional directly.',
        ],
      },
    ],
    cta: { to: '/help', label: 'Visit the help center' },
  },
  guidelines: {
    title: 'Professional Guidelines',
    description: 'The standards every professional on LedgerLink follows: profiles, communication, pricing and platform rules.',
    heading: 'Professional guidelines',
    intro: 'These guidelines keep LedgerLink trustworthy for businesses and fair for professionals.',
    sections: [
      {
        heading: 'Your profile',
        paragraphs: [],
        cards: [
          { title: 'Do', tone: 'do', items: ['Use your real name and a professional photo', 'List credentials we can verify', 'Describe your services and prices precisely', 'Keep your availability up to date'] },
          { title: 'Don’t', tone: 'dont', items: ['Exaggerate your experience', 'Copy other profiles', 'List services you do not offer', 'Put contact details in your bio to bypass the platform'] },
        ],
      },
      { heading: 'Communication standards', paragraphs: ['Initial contact: reply to new leads within 24 hours, promptly and professionally.', 'Ongoing: keep clients informed and set clear expectations about scope and timing.'] },
      {
        heading: 'Pricing tiers',
        paragraphs: ['Typical rates on LedgerLink by experience; set your own within or outside them.'],
        cards: PRICING_TIERS.map((tier) => ({ title: tier.name, items: [tier.rate, `${tier.experience} of experience`, tier.focus] })),
      },
      { heading: 'Platform rules', paragraphs: ['No platform bypassing, accurate information only, professional conduct at all times, and no spam or harassment.'] },
    ],
  },
  help: {
    title: 'Help Center',
    description: 'Answers to common questions about finding and working with professionals on LedgerLink.',
    heading: 'Help center',
    intro: 'Find answers about getting started, communication, and safety & trust.',
    searchable: true,
    sectionCards: true,
    sections: [
      { heading: 'Getting started', paragraphs: ['Browse the marketplace or use “Help me find an accountant” to be matched with 1-3 professionals.'] },
      { heading: 'Communication', paragraphs: ['Professionals contact you directly by email or phone once you send a request.'] },
      { heading: 'Safety & Trust', paragraphs: ['Every professional is reviewed before approval and their credentials are verified.'] },
      { heading: 'Email support', paragraphs: [`Still need help? Email ${SUPPORT_EMAIL} and tell us what you were trying to do.`], action: 'email' },
      { heading: 'Response time', paragraphs: ['We typically respond within 24 hours, Monday to Friday, 9am-6pm EST.'] },
    ],
  },
  terms: {
    title: 'Terms of Service',
    description: 'The terms that govern your use of LedgerLink.',
    heading: 'Terms of Service',
    intro: 'By using LedgerLink you agree to these terms.',
    sections: [
      { heading: 'The service', paragraphs: ['LedgerLink connects businesses with independent professionals. There are no fees for browsing or initial connections, and we do not process payments.'] },
      { heading: 'Eligibility', paragraphs: ['The service is not intended for children under 18.'] },
      { heading: 'Changes', paragraphs: ['We give 30 days notice of material changes to these terms.'] },
      { heading: 'Governing law', paragraphs: ['These terms are governed by the laws of the State of California.'] },
    ],
    legal: true,
  },
  privacy: {
    title: 'Privacy Policy',
    description: 'How LedgerLink collects, uses and protects your personal information.',
    heading: 'Privacy Policy',
    intro: 'We collect only what we need to connect you with professionals, and we never sell your data.',
    sections: [
      { heading: 'What we collect', paragraphs: ['Contact details and the information you give in forms, so that matched professionals can reach you.'] },
      { heading: 'How we use it', paragraphs: ['To match you, send you the details of your match and, if you agree, occasional updates.'] },
      { heading: 'Children', paragraphs: ['LedgerLink is not intended for children under 18.'] },
      { heading: 'Contact', paragraphs: [`Questions about privacy: ${SUPPORT_EMAIL}.`] },
    ],
    legal: true,
  },
  cookies: {
    title: 'Cookie Policy',
    description: 'Which cookies LedgerLink uses and why.',
    heading: 'Cookie Policy',
    intro: 'We use a small number of cookies to run the site and, only with your consent, to understand how it is used.',
    sections: [
      {
        heading: 'Cookies we use',
        paragraphs: [
          'session: keeps you signed in (session only).',
          'csrf: protects forms against forgery (session only).',
          'preferences: remembers your choices (1 year).',
          'analytics: helps us improve the site, only with consent (2 years).',
          'marketing: measures campaigns, only with consent (90 days).',
        ],
      },
      { heading: 'Your choices', paragraphs: ['You can change your choice at any time through the “Cookie Settings” link in the footer.'] },
    ],
    legal: true,
  },
} satisfies Record<string, StaticPageContent>;

export type StaticPageKey = keyof typeof STATIC_PAGES;

export const LAST_UPDATED_TEXT = `Last updated: ${LEGAL_LAST_UPDATED}`;

/** Sections containing every word of the query (case-insensitive); all sections for an empty query. */
export function matchingSections(sections: readonly StaticSection[], query: string): StaticSection[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return sections.filter((section) => {
    const text = [section.heading, ...section.paragraphs, ...(section.cards ?? []).flatMap((card) => [card.title, ...card.items])].join(' ').toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
