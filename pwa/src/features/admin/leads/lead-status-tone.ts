import type { LeadStatus } from '@ledgerlink/shared-schema';

/** Spec §4, the admin list's colours: new blue, contacted yellow, won green, anything else red. */
export function leadStatusTone(status: LeadStatus): string {
  switch (status) {
    case 'new':
      return 'bg-blue-100 text-blue-900';
    case 'contacted':
      return 'bg-yellow-100 text-yellow-900';
    case 'won':
      return 'bg-green-100 text-green-900';
    default:
      return 'bg-red-100 text-red-900';
  }
}
