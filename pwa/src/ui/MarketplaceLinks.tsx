import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import {
  PROVIDER_SERVICES,
  buildMarketplaceUrl,
  cityByName,
  countryByName,
  marketplaceHeading,
  type MarketplaceLocation,
  type PublicBookkeeper,
} from '@ledgerlink/shared-schema';

const linkClass = 'font-medium text-brand-700 underline-offset-2 hover:underline';

/** The provider's city (else country) as the option lists spell it, for landing-page addresses. */
function placeOf(provider: PublicBookkeeper): Pick<MarketplaceLocation, 'city' | 'country'> {
  const city = provider.city ? cityByName(provider.city) : undefined;
  if (city) return { city: city.name, country: city.country };
  const country = provider.country ? countryByName(provider.country) : undefined;
  return country ? { country: country.name } : {};
}

const listJoiner = (index: number, count: number) => (index === 0 ? '' : index === count - 1 ? ' and ' : ', ');

/**
 * Links from a provider's pages into the marketplace landing pages like it: each of its services in
 * its city ("Payroll professionals in Manchester"), its city, and its provider type (spec §2). Link
 * texts are the landing pages' own headings, so names keep the option lists' spelling.
 */
export function MarketplaceLinks({ provider }: { provider: PublicBookkeeper }) {
  const place = placeOf(provider);
  const services = PROVIDER_SERVICES.filter((service) => provider.services.includes(service));
  const servicePages = services.map((service): MarketplaceLocation => ({ ...place, services: [service], page: 1 }));
  const placePage: MarketplaceLocation | undefined = place.city || place.country ? { ...place, services: [], page: 1 } : undefined;
  const typeWord = provider.providerType === 'firm' ? 'firms' : 'individual professionals';
  return (
    <section aria-labelledby="more-professionals" className="mt-10 rounded-card bg-slate-50 p-4 text-muted sm:p-6">
      <h2 id="more-professionals" className="text-base font-semibold text-ink">
        Looking for more options?
      </h2>
      <p className="mt-2">
        {servicePages.length ? 'Compare other ' : 'Compare other bookkeeping and accounting professionals'}
        {servicePages.map((filters, index) => (
          <Fragment key={filters.services[0]}>
            {listJoiner(index, servicePages.length)}
            <Link className={linkClass} to={buildMarketplaceUrl(filters)}>
              {marketplaceHeading(filters)}
            </Link>
          </Fragment>
        ))}
        {placePage ? (
          <>
            , see every{' '}
            <Link className={linkClass} to={buildMarketplaceUrl(placePage)}>
              professional in {placePage.city ?? placePage.country}
            </Link>
          </>
        ) : null}
        , or browse all{' '}
        <Link className={linkClass} to={buildMarketplaceUrl({ providerType: provider.providerType, services: [], page: 1 })}>
          {typeWord}
        </Link>{' '}
        on the LedgerLink marketplace.
      </p>
    </section>
  );
}
