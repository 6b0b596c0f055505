import { AlertTriangle } from 'lucide-react';
import { SUPPORT_EMAIL } from '@ledgerlink/shared-schema';

interface ErrorFallbackProps {
  /** Shown in development builds only; users get the friendly text. */
  detail?: string;
  /** Inside the layout's <main> (a page failed), so not a second <main>. */
  inLayout?: boolean;
}

/**
 * The friendly "something went wrong" screen. It uses plain anchors, not router links, because it
 * can render outside the router (from the top-level error boundary).
 */
export function ErrorFallback({ detail, inLayout = false }: ErrorFallbackProps) {
  const Root = inLayout ? 'section' : 'main';
  return (
    <Root id={inLayout ? undefined : 'main'} className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <AlertTriangle aria-hidden="true" className="h-12 w-12 text-amber-500" />
      <h1 className="mt-4 text-3xl font-bold text-ink">Something went wrong</h1>
      <p className="mt-3 text-muted">
        An unexpected error stopped this page from loading. Reloading usually fixes it. If it keeps happening, write to{' '}
        <a className="font-medium text-brand-700 underline" href={`mailto:${SUPPORT_EMAIL}`}>
          {SUPPORT_EMAIL}
        </a>
        .
      </p>
      {import.meta.env.DEV && detail ? (
        <pre className="mt-4 max-w-full overflow-auto rounded bg-slate-100 p-3 text-left text-xs text-slate-700">{detail}</pre>
      ) : null}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          Reload page
        </button>
        <a href="/" className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-5 py-2.5 font-semibold text-ink hover:border-brand-500">
          Back to Home
        </a>
      </div>
    </Root>
  );
}
