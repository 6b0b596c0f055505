import type { SiteStats } from '@ledgerlink/shared-schema';

/** The home page's figures in words (pure): only those the site's data supports, each as counted. */

export interface Figure {
  value: string;
  label: string;
}

const count = (n: number) => n.toLocaleString('en-US');

/** "5.2 h" under ten hours, whole hours above; "< 1 h" for the quickest. */
export function replyTime(hours: number): string {
  if (hours < 1) return '< 1 h';
  return hours < 10 ? `${hours.toFixed(1)} h` : `${Math.round(hours)} h`;
}

export function siteFigures(stats: Omit<SiteStats, 'recentReviews'>): Figure[] {
  const figures: Figure[] = [
    { value: count(stats.professionals), label: stats.professionals === 1 ? 'Listed professional' : 'Listed professionals' },
    { value: count(stats.countries), label: stats.countries === 1 ? 'Country' : 'Countries' },
  ];
  if (stats.averageRating !== null) figures.push({ value: stats.averageRating.toFixed(1), label: `Average rating of ${count(stats.totalReviews)} reviews` });
  if (stats.matchesMade > 0) figures.push({ value: count(stats.matchesMade), label: stats.matchesMade === 1 ? 'Match made' : 'Matches made' });
  if (stats.medianResponseHours !== null) figures.push({ value: replyTime(stats.medianResponseHours), label: 'Median first reply' });
  figures.push({ value: '100%', label: 'Free' });
  return figures;
}
