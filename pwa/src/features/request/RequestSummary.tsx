import type { CustomerRequestSummary } from '@ledgerlink/shared-schema';
import { serviceLabel } from '../../ui/provider-display';
import { requestDetails } from './match-view';

/** What the customer asked for: the services, then budget, timeline, place and contact where given. */
export function RequestSummary({ request }: { request: CustomerRequestSummary }) {
  const details = requestDetails(request);
  return (
    <section aria-labelledby="what-you-asked" className="rounded-card border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id="what-you-asked" className="text-lg font-semibold text-ink">
        What you asked for
      </h2>
      {request.services.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Services">
          {request.services.map((service) => (
            <li key={service} className="rounded-full bg-brand-50 px-2.5 py-1 text-sm font-medium text-brand-800">
              {serviceLabel(service)}
            </li>
          ))}
        </ul>
      )}
      {details.length > 0 && (
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          {details.map(({ term, value }) => (
            <div key={term} className="contents">
              <dt className="font-medium text-slate-600">{term}</dt>
              <dd className="min-w-0 break-words text-ink">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      <p className="mt-4 text-xs text-muted">Professionals who reply reach you at these details.</p>
    </section>
  );
}
