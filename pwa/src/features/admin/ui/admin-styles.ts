/** The back office's compact controls (denser than the public site's 44 px buttons). */
const BUTTONS = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  secondary: 'border border-slate-300 bg-white text-ink hover:border-brand-500 hover:text-brand-700',
  approve: 'bg-emerald-700 text-white hover:bg-emerald-800',
  danger: 'bg-red-700 text-white hover:bg-red-800',
} as const;

export const adminButton = (variant: keyof typeof BUTTONS = 'secondary') =>
  `inline-flex items-center justify-center gap-1.5 rounded-lg px-3 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-50 ${BUTTONS[variant]}`;

export const adminInput =
  'mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100';

export const adminCard = 'rounded-card border border-slate-200 bg-white p-5 shadow-sm';

export const tableHead = 'border-b border-slate-200 text-left text-xs uppercase tracking-wide text-slate-500';
export const tableCell = 'px-3 py-2 align-top';
