import { useState } from 'react';
import { ButtonLink } from '../../ui/ButtonLink';
import { usePageMeta } from '../../ui/usePageMeta';
import { StaticSections, TextWithEmail } from './StaticSections';
import { LAST_UPDATED_TEXT, matchingSections, STATIC_PAGES, type StaticPageContent, type StaticPageKey } from './static-pages';

interface StaticPageProps {
  page: StaticPageKey;
}

/** How it works, success stories, about, why join, support, guidelines, help and the legal pages. */
export default function StaticPage({ page }: StaticPageProps) {
  const content: StaticPageContent = STATIC_PAGES[page];
  usePageMeta({ title: content.title, description: content.description });
  const [query, setQuery] = useState('');
  const sections = content.searchable ? matchingSections(content.sections, query) : content.sections;

  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{content.heading}</h1>
      {content.legal ? <p className="mt-2 text-sm text-slate-500">{LAST_UPDATED_TEXT}</p> : null}
      <p className="mt-4 text-lg text-muted">
        <TextWithEmail text={content.intro} />
      </p>

      {content.searchable ? (
        <label className="mt-8 block">
          <span className="sr-only">Search help topics</span>
          <input
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Search help topics"
            className="w-full rounded-lg border border-slate-300 px-4 py-3 text-base focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100"
          />
        </label>
      ) : null}
      {sections.length === 0 ? <p className="mt-8 text-slate-600">No topics match “{query}”. Try another word, or email us.</p> : null}

      <StaticSections sections={sections} asCards={content.sectionCards === true} />

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
