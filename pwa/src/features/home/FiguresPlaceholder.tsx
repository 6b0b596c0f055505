/** About the height the figures take at each width, so they replace it without moving what follows much. */
export function FiguresPlaceholder() {
  return <div aria-busy="true" className="h-[15.25rem] sm:h-[9.5rem] lg:h-[3.75rem]" />;
}
