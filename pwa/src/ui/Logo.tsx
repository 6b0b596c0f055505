interface LogoMarkProps {
  variant: 'default' | 'hover';
  className?: string;
}

/** The LedgerLink mark: blue tile with an emerald dot; the hover variant swaps the two colours. */
export function LogoMark({ variant, className }: LogoMarkProps) {
  const tile = variant === 'default' ? '#1d4ed8' : '#059669';
  const dot = variant === 'default' ? '#10b981' : '#1d4ed8';
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className={className}>
      <rect width="64" height="64" rx="14" fill={tile} />
      <path d="M20 14h9v27h17v9H20z" fill="#fff" />
      <circle cx="46" cy="20" r="6" fill={dot} />
    </svg>
  );
}
