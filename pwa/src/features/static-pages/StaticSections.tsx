import { SUPPORT_EMAIL } from '@ledgerlink/shared-schema';
import { Check, Mail, X } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../ui/ButtonLink';
import type { StaticCard, StaticSection } from './static-pages';

const mailto = `mailto:${SUPPORT_EMAIL}`;

/** Text in which the support address becomes a mailto link. */
export function TextWithEmail({ text }: { text: string }) {
  const parts = text.split(SUPPORT_EMAIL);
  return (
    <>
      {parts.map((part, index) => (
        <span key={index}>
          {index > 0 ? (
            <a href={mailto} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
              {SUPPORT_EMAIL}
            </a>
          ) : null}
          {part}
        </span>
      ))}
    </>
  );
}

function CardList({ cards }: { cards: readonly StaticCard[] }) {
  return (
    <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => (
        <li key={card.title} className="rounded-card border border-slate-200 bg-white p-5 shadow-sm">
          <h3 className="font-semibold text-ink">{card.title}</h3>
          <ul className="mt-2 space-y-1.5 text-slate-700">
            {card.items.map((item) => (
              <li key={item} className="flex gap-2">
                {card.tone === 'do' ? <Check className="mt-0.5 h-5 w-5 shrink-0 text-accent-700" aria-hidden="true" /> : null}
                {card.tone === 'dont' ? <X className="mt-0.5 h-5 w-5 shrink-0 text-red-700" aria-hidden="true" /> : null}
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

function SectionBody({ section }: { section: StaticSection }) {
  return (
    <>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-2 text-slate-700">
          <TextWithEmail text={paragraph} />
        </p>
      ))}
      {section.cards ? <CardList cards={section.cards} /> : null}
      {section.action === 'email' ? (
        <a href={mailto} className={`${buttonClasses('secondary')} mt-4`}>
          <Mail className="h-4 w-4" aria-hidden="true" />
          Email support
        </a>
      ) : null}
      {section.link ? (
        <Link to={section.link.to} className="mt-2 inline-block font-medium text-brand-700 underline hover:text-brand-800">
          {section.link.label}
        </Link>
      ) : null}
    </>
  );
}

/** A page's sections, one after another or as a grid of cards (help topics, email, response time). */
export function StaticSections({ sections, asCards }: { sections: readonly StaticSection[]; asCards: boolean }) {
  if (asCards) {
    return (
      <div className="mt-10 grid gap-4 sm:grid-cols-2">
        {sections.map((section) => (
          <section key={section.heading} className="flex flex-col rounded-card border border-slate-200 bg-white p-5 shadow-sm">
            <h2 className="text-lg font-semibold text-ink">{section.heading}</h2>
            <SectionBody section={section} />
          </section>
        ))}
      </div>
    );
  }
  return (
    <div className="mt-10 space-y-8">
      {sections.map((section) => (
        <section key={section.heading}>
          <h2 className="text-xl font-semibold text-ink">{section.heading}</h2>
          <SectionBody section={section} />
        </section>
      ))}
    </div>
  );
}
