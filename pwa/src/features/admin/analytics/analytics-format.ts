/** "2026-11-05" as "5 Nov": the day is a UTC calendar date, so it is read as one. */
export function shortDay(date: string): string {
  const parsed = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return parsed.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
}

/** A median in hours: minutes under an hour, days past two days, "—" when no lead was answered. */
export function formatHours(hours: number | null): string {
  if (hours === null) return '—';
  if (hours < 1) return `${Math.round(hours * 60)} min`;
  if (hours < 48) return `${hours.toFixed(1)} h`;
  return `${(hours / 24).toFixed(1)} days`;
}

export const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * Days summed into runs of `size` (oldest first; each run labelled by its first day), so a year of
 * daily figures stays readable as weekly bars. The last run may be shorter.
 */
export function groupDays<Row extends { date: string }>(rows: readonly Row[], size: number): Row[] {
  if (size <= 1) return [...rows];
  const groups: Row[] = [];
  for (let start = 0; start < rows.length; start += size) {
    const run = rows.slice(start, start + size);
    const sum = { ...run[0]! } as Record<string, unknown>;
    for (const row of run.slice(1)) {
      for (const [key, value] of Object.entries(row)) if (typeof value === 'number') sum[key] = (sum[key] as number) + value;
    }
    groups.push(sum as Row);
  }
  return groups;
}
