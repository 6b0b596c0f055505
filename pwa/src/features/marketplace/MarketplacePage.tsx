import { useLocation } from 'react-router-dom';
import { parseMarketplaceUrl } from '@ledgerlink/shared-schema';
import { PagePlaceholder } from '../../ui/PagePlaceholder';
import { usePageMeta } from '../../ui/usePageMeta';

/** `/marketplace` and every `/marketplace/*` address: the filters are read from the path (spec §2). */
export default function MarketplacePage() {
  const { pathname, search } = useLocation();
  const filters = parseMarketplaceUrl(pathname, search);
  const where = filters.city ?? filters.country;
  const heading = where ? `Professionals in ${where}` : 'Marketplace';
  usePageMeta({
    title: heading,
    description: `Find verified bookkeeping, accounting, tax and payroll professionals${where ? ` in ${where}` : ''}. Free to browse and connect.`,
  });
  return <PagePlaceholder heading={heading} summary="Find verified bookkeeping, accounting, tax and payroll professionals." />;
}
