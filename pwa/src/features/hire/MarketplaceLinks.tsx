import {
  buildMarketplaceUrl,
  cityByName,
  PROVIDER_SERVICES,
  type BookkeeperProfileResponse,
  type ProviderService,
} from '@ledgerlink/shared-schema';
import { Link } from 'react-router-dom';
import { serviceLabel } from './ProviderSummaryCard';

type Provider = BookkeeperProfileResponse['bookkeeper'];

const isProviderService = (service: string): service is ProviderService => (PROVIDER_SERVICES as readonly string[]).includes(service);

/** A closing text block linking into marketplace searches like this provider (spec §2); names as the option lists spell them. */
export function MarketplaceLinks({ provider }: { provider: Provider }) {
  const services = provider.services.filter(isProviderService);
  const typeWord = provider.providerType === 'firm' ? 'firms' : 'independent professionals';
  const cityName = provider.city ? (cityByName(provider.city)?.name ?? provider.city) : undefined;
  const cityUrl = provider.city ? buildMarketplaceUrl({ city: provider.city, country: provider.country, services: [], page: 1 }) : undefined;
  const linkClass = 'font-medium text-brand-700 underline-offset-2 hover:underline';
  return (
    <section aria-labelledby="more-professionals" className="mt-10 rounded-card bg-slate-50 p-4 text-muted sm:p-6">
      <h2 id="more-professionals" className="text-base font-semibold text-ink">
        Looking for more options?
      </h2>
      <p className="mt-2">
        Compare other{' '}
        {services.length
          ? services.map((service, index) => (
              <span key={service}>
                {index > 0 ? (index === services.length - 1 ? ' and ' : ', ') : null}
                <Link className={linkClass} to={buildMarketplaceUrl({ services: [service], page: 1 })}>
                  {serviceLabel(service)}
                </Link>
              </span>
            ))
          : 'bookkeeping and accounting'}{' '}
        professionals
        {cityUrl ? (
          <>
            {' '}in{' '}
            <Link className={linkClass} to={cityUrl}>
              {cityName}
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
