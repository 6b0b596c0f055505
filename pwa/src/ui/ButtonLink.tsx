import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

type Variant = 'primary' | 'secondary' | 'accent' | 'ghost';

const VARIANTS: Record<Variant, string> = {
  primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800',
  // accent-700: white text needs 4.5:1 (accent-600 gave 3.8:1).
  accent: 'bg-accent-700 text-white shadow-sm hover:bg-emerald-800',
  secondary: 'border border-slate-300 bg-white text-ink hover:border-brand-500 hover:text-brand-700',
  ghost: 'text-brand-700 hover:bg-brand-50',
};

export const buttonClasses = (variant: Variant = 'primary') =>
  `inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-base font-semibold transition-colors ${VARIANTS[variant]}`;

interface ButtonLinkProps {
  to: string;
  variant?: Variant;
  children: ReactNode;
  className?: string;
  onClick?: () => void;
}

/** A link styled as a button: it navigates, so it stays an <a>. */
export function ButtonLink({ to, variant = 'primary', children, className = '', onClick }: ButtonLinkProps) {
  return (
    <Link to={to} className={`${buttonClasses(variant)} ${className}`} onClick={onClick}>
      {children}
    </Link>
  );
}
