import { MATCH_WEIGHTS, MAX_MATCHED_PROVIDERS, MIN_LEADS_FOR_RESPONSIVENESS, type MatchFactor } from '@ledgerlink/shared-schema';
import { ButtonLink } from '../../ui/ButtonLink';
import { usePageMeta } from '../../ui/usePageMeta';

/** Plain words for each factor of the shared scoring (shared-schema matching.ts). */
const FACTOR_TEXT: Record<MatchFactor, { name: string; text: string }> = {
  services: { name: 'Services', text: 'How many of the services you asked for the professional offers.' },
  location: { name: 'Location', text: 'Most for a professional in your city; elsewhere in your country, those who work remotely or nationwide score higher.' },
  businessSize: { name: 'Business size', text: 'Whether they work with businesses of your size (from your turnover).' },
  price: { name: 'Price', text: 'Whether their prices fit your budget, when you gave one.' },
  rating: { name: 'Rating', text: 'Their average review rating, counted fully only once they have enough reviews.' },
  responsiveness: { name: 'Responsiveness', text: 'How often they act on the requests they receive.' },
  load: { name: 'Current workload', text: 'Professionals with fewer open requests score a little higher.' },
};

const FACTORS = Object.keys(MATCH_WEIGHTS) as MatchFactor[];

export default function HowMatchingWorksPage() {
  usePageMeta({ title: 'How matching works', description: 'How LedgerLink picks the 1-3 professionals it matches you with. Nobody can pay to rank higher.' });
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">How matching works</h1>
      <p className="mt-3 text-lg text-muted">
        When you answer our questions, we pick 1-{MAX_MATCHED_PROVIDERS} professionals for you by the same published rules for
        everyone. Nobody can pay to rank higher.
      </p>

      <h2 className="mt-10 text-xl font-bold text-ink">Who can be matched</h2>
      <ul className="mt-3 list-disc space-y-2 pl-6 text-muted">
        <li>Only professionals we have reviewed and approved, whose profile is active and who are available for new clients.</li>
        <li>They must offer at least one of the services you asked for.</li>
        <li>Requests for personal tax help only go to professionals who offer tax services.</li>
        <li>
          They must work in your country. Tax, payroll and accounting rules are national, so you are never matched with someone abroad; if
          nobody in your country fits yet, our team looks at your request instead.
        </li>
      </ul>

      <h2 className="mt-10 text-xl font-bold text-ink">How we score a fit</h2>
      <p className="mt-3 text-muted">Each professional gets up to 100 points, made up of these factors:</p>
      <table className="mt-4 w-full text-left text-sm">
        <caption className="sr-only">Matching factors and their points</caption>
        <thead>
          <tr className="border-b border-slate-200 text-ink">
            <th scope="col" className="py-2 pr-4 font-semibold">Factor</th>
            <th scope="col" className="py-2 pr-4 font-semibold">What it means</th>
            <th scope="col" className="py-2 text-right font-semibold">Up to</th>
          </tr>
        </thead>
        <tbody>
          {FACTORS.map((factor) => (
            <tr key={factor} className="border-b border-slate-100 align-top">
              <th scope="row" className="py-3 pr-4 font-semibold text-ink">{FACTOR_TEXT[factor].name}</th>
              <td className="py-3 pr-4 text-muted">{FACTOR_TEXT[factor].text}</td>
              <td className="py-3 text-right font-semibold text-ink">{MATCH_WEIGHTS[factor]} points</td>
            </tr>
          ))}
        </tbody>
      </table>

      <h2 className="mt-10 text-xl font-bold text-ink">Fair to everyone</h2>
      <ul className="mt-3 list-disc space-y-2 pl-6 text-muted">
        <li>Requests are spread fairly: a professional who already has many open requests scores a little lower, so new requests reach others too.</li>
        <li>Ties are broken the same way every time, so the same answers and the same professionals always give the same result.</li>
        <li>If you started from a professional&apos;s profile and they can do the work in your country, they are included in your matches.</li>
        <li>Nobody can pay to rank higher: there are no sponsored places, and only the factors above count.</li>
      </ul>

      <h2 className="mt-10 text-xl font-bold text-ink">The marketplace&apos;s order</h2>
      <p className="mt-3 text-muted">
        The marketplace lists the professionals who fit your filters by their average rating, then by how many reviews it rests on. The same
        order holds for everyone, online and offline, and no place in it is for sale.
      </p>

      <h2 className="mt-10 text-xl font-bold text-ink">What you can believe on a profile</h2>
      <ul className="mt-3 list-disc space-y-2 pl-6 text-muted">
        <li>
          <strong className="text-ink">Verified client reviews.</strong> Only a customer who hired the professional through LedgerLink gets a
          review link, by email, once per hire. Those reviews carry a &ldquo;Verified client&rdquo; mark and the month of the work; reviews
          brought over from elsewhere say &ldquo;Imported review&rdquo;. A review our team removes no longer counts in the rating.
        </li>
        <li>
          <strong className="text-ink">Checked credentials.</strong> Our team checks each certification a professional claims, with the issuing
          body&apos;s register where there is one. A checked one says &ldquo;Verified&rdquo; with the month of the check; the rest say
          &ldquo;Self-reported&rdquo;.
        </li>
        <li>
          <strong className="text-ink">Response times from real replies.</strong> &ldquo;Usually responds within&rdquo; comes from when the
          professional actually answered their requests, and is shown only once they have received at least {MIN_LEADS_FOR_RESPONSIVENESS}.
        </li>
        <li>
          <strong className="text-ink">Figures counted, not written.</strong> The number of professionals, ratings and matches on our pages are
          counted from the marketplace itself.
        </li>
        <li>
          <strong className="text-ink">Spam kept out.</strong> Submissions that look automated or repeated are held for our team instead of
          reaching professionals or the marketplace.
        </li>
      </ul>

      <div className="mt-10 flex flex-wrap gap-3">
        <ButtonLink to="/find-accountant">Help me find an accountant</ButtonLink>
        <ButtonLink to="/marketplace" variant="secondary">
          Browse the marketplace
        </ButtonLink>
      </div>
    </article>
  );
}
