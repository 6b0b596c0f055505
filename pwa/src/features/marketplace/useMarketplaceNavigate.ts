import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { buildMarketplaceUrl, parseMarketplaceUrl, type MarketplaceLocation } from '@ledgerlink/shared-schema';
import { hasSyncedCatalogue, holdsPartOfCatalogue, loadLiveCatalogue } from '../../offline/catalogue';

/**
 * How long a filter or page change waits for the offline catalogue's page before it navigates
 * anyway; the previous cards then show dimmed until the page comes (MarketplacePage).
 */
const READ_AHEAD_MS = 100;

/**
 * Goes to a marketplace address once the offline catalogue has read its page (offline/catalogue/read-ahead.ts),
 * so the address's first render shows its cards: one render and one paint for a filter change.
 * Until then the page stays as it was; changes made meanwhile win over this one. Without a synced
 * catalogue (a first visit reads the server), or online with only part of it (the server answers
 * those pages: unlessPartial), it navigates at once. Resolves true once it navigated.
 */
export function useMarketplaceNavigate(): (filters: MarketplaceLocation) => Promise<boolean> {
  const navigate = useNavigate();
  const latest = useRef<string>(undefined);
  return useCallback(
    async (filters: MarketplaceLocation) => {
      const to = buildMarketplaceUrl(filters);
      latest.current = to;
      const cacheAnswers = hasSyncedCatalogue() && !(holdsPartOfCatalogue() && navigator.onLine);
      if (cacheAnswers) await Promise.race([readPageAhead(to), new Promise((resolve) => setTimeout(resolve, READ_AHEAD_MS))]);
      if (latest.current !== to) return false;
      navigate(to);
      return true;
    },
    [navigate],
  );
}

/** The filters exactly as the page will parse them from the address, so the read is the one it asks for. */
function readPageAhead(to: string): Promise<void> {
  const address = new URL(to, window.location.origin);
  const filters = parseMarketplaceUrl(address.pathname, address.search);
  return loadLiveCatalogue()
    .then((catalogue) => catalogue.readMarketplacePageAhead(filters))
    .catch(() => undefined);
}
