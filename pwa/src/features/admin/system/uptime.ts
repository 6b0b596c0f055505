/** Spec §9: uptime as days, hours, minutes, seconds ("2d 3h 4m 5s"); leading zero units are left out. */
export function formatUptime(milliseconds: number): string {
  let seconds = Math.max(0, Math.floor(milliseconds / 1000));
  const days = Math.floor(seconds / 86_400);
  seconds -= days * 86_400;
  const hours = Math.floor(seconds / 3600);
  seconds -= hours * 3600;
  const minutes = Math.floor(seconds / 60);
  seconds -= minutes * 60;
  const parts = [
    [days, 'd'],
    [hours, 'h'],
    [minutes, 'm'],
  ] as const;
  const first = parts.findIndex(([value]) => value > 0);
  const shown = first === -1 ? [] : parts.slice(first).map(([value, unit]) => `${value}${unit}`);
  return [...shown, `${seconds}s`].join(' ');
}

/** The health call's memory figures, already in MB (sync-server system-health.ts), with one decimal. */
export const formatMegabytes = (megabytes: number) => `${megabytes.toFixed(1)} MB`;
