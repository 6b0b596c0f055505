/**
 * About the height the latest reviews take at each width, so they replace it without moving what
 * follows much; `busy` while they are being read.
 */
export function ReviewsPlaceholder({ busy }: { busy: boolean }) {
  return <div aria-busy={busy || undefined} className="mt-10 h-[50rem] md:h-[17rem]" />;
}
