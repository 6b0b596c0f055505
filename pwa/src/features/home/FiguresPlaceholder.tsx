/**
 * About the height the figures take at each width, so they replace it without moving what follows
 * much; `busy` while they are being read (not before the band nears the screen: nothing is loading then).
 */
export function FiguresPlaceholder({ busy }: { busy: boolean }) {
  return <div aria-busy={busy || undefined} className="h-[15.25rem] sm:h-[9.5rem] lg:h-[3.75rem]" />;
}
