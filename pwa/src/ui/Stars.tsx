import { Star } from 'lucide-react';

interface StarsProps {
  /** Filled stars, 0 to `max` (fractions round to the nearest whole star). */
  value: number;
  max?: number;
  className?: string;
}

/** A row of stars read out as "4 out of 5 stars". */
export function Stars({ value, max = 5, className = '' }: StarsProps) {
  const filled = Math.max(0, Math.min(max, Math.round(value)));
  return (
    <span role="img" aria-label={`${filled} out of ${max} stars`} className={`inline-flex items-center gap-0.5 ${className}`}>
      {Array.from({ length: max }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          className={`h-4 w-4 ${index < filled ? 'fill-amber-400 text-amber-400' : 'fill-slate-200 text-slate-200'}`}
        />
      ))}
    </span>
  );
}
