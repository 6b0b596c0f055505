import type { ReactNode } from 'react';

interface PagePlaceholderProps {
  heading: string;
  summary: string;
  children?: ReactNode;
}

/** The first version of a screen: its heading and what it is for. Feature issues replace the body. */
export function PagePlaceholder({ heading, summary, children }: PagePlaceholderProps) {
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{heading}</h1>
      <p className="mt-3 max-w-2xl text-lg text-muted">{summary}</p>
      {children ? <div className="mt-8">{children}</div> : null}
    </section>
  );
}
