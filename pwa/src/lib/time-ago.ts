/**
 * "just now", "5 min ago", "3 h ago", "2 days ago": how old the offline catalogue is. Hand-rolled
 * rather than Intl.RelativeTimeFormat, which the marketplace's critical path keeps out.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function timeAgo(then: number, now: number): string {
  // A clock moved backwards still reads as fresh rather than "in the future".
  const elapsed = Math.max(0, now - then);
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)} h ago`;
  const days = Math.floor(elapsed / DAY);
  return days === 1 ? '1 day ago' : `${days} days ago`;
}
