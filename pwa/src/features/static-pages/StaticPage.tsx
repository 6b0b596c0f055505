import { ButtonLink } from '../../ui/ButtonLink';
import { usePageMeta } from '../../ui/usePageMeta';
import { LAST_UPDATED_TEXT, STATIC_PAGES, type StaticPageContent, type StaticPageKey } from './static-pages';

interface StaticPageProps {
  page: StaticPageKey;
}

/** How it works, success stories, about, why join, support, guidelines, help and the legal pages. */
export default function StaticPage({ page }: StaticPageProps) {
  const content: StaticPageContent = STATIC_PAGES[page];
  usePageMeta({ title: content.title, description: content.description });

  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{content.heading}</h1>
      {content.legal ? <p className="mt-2 text-sm text-slate-500">{LAST_UPDATED_TEXT}</p> : null}
      <p className="mt-4 text-lg text-muted">{content.intro}</p>

      <div className="mt-10 space-y-8">
        {content.sections.map((section) => (
          <section key={section.heading}>
            <h2 className="text-xl font-semibold text-ink">{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-2 text-slate-700">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
      </div>

      <div className="mt-12 flex flex-wrap gap-3">
        {content.cta ? <ButtonLink to={content.cta.to}>{content.cta.label}</ButtonLink> : null}
        {content.legal ? (
          <ButtonLink to="/" variant="secondary">
            Back to Home
          </ButtonLink>
        ) : null}
      </div>
    </article>
  );
}
