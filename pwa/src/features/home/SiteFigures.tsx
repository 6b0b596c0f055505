import { API, SITE_NAME, siteStatsSchema } from '@ledgerlink/shared-schema';
import { useApiRead } from '../../ui/use-api-read';
import { siteFigures } from './site-figures';

/**
 * The site in numbers, as the server counts them (`GET /api/stats`, whose answer the home page's
 * HTML carries). While they load the band keeps its height; without them (offline, an error) it is
 * left out rather than filled with figures nobody counted.
 */
export function SiteFigures() {
  const read = useApiRead(API.stats.get.path, siteStatsSchema);
  if (read.status === 'failed') return null;
  const figures = read.status === 'ok' ? siteFigures(read.value) : undefined;
  return (
    <section aria-labelledby="stats-heading" className="bg-brand-800 text-white">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <h2 id="stats-heading" className="sr-only">
          {SITE_NAME} in numbers
        </h2>
        {figures ? (
          <dl className="grid grid-cols-2 gap-8 text-center sm:grid-cols-3 lg:grid-flow-col lg:auto-cols-fr lg:grid-cols-none">
            {figures.map((figure) => (
              <div key={figure.label} className="flex flex-col-reverse justify-end">
                <dt className="mt-1 text-sm text-brand-100">{figure.label}</dt>
                <dd className="text-3xl font-bold">{figure.value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <div aria-busy="true" className="h-[15.25rem] sm:h-[9.5rem] lg:h-[3.75rem]" />
        )}
      </div>
    </section>
  );
}
