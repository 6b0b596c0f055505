import { AlertCircle, Clock, SearchX, Star } from 'lucide-react';
import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import {
  SKELETON_CARD_COUNT,
  formatRating,
  marketplaceHeading,
  marketplaceIntro,
  marketplacePageMeta,
  parseMarketplaceUrl,
  type MarketplaceLocation,
} from '@ledgerlink/shared-schema';
import { trackEvent } from '../../lib/analytics';
import { hasSyncedCatalogue, loadLiveCatalogue } from '../../offline/catalogue';
import { ButtonLink, buttonClasses } from '../../ui/ButtonLink';
import { usePageMeta } from '../../ui/usePageMeta';
import { useRoutedAnchors } from '../../ui/use-routed-anchors';
import { MarketplaceFilters } from './MarketplaceFilters';
import { PaginationBar } from './PaginationBar';
import { CardIconSprite } from '../../ui/card-icons';
import { ProviderCard, ProviderCardSkeleton } from '../../ui/ProviderCard';
import { filterOptions } from './filter-options';
import { marketplaceAnalyticsLabel, resultSummary } from './marketplace-view';
import { useCachedMarketplace } from './useCachedMarketplace';
import { useCatalogueUpdatedAt } from './useCatalogueUpdatedAt';
import { useMarketplace, type MarketplaceState } from './useMarketplace';
import { useMarketplaceNavigate } from './useMarketplaceNavigate';
import { useMarketplaceStats, type MarketplaceStatsState } from './useMarketplaceStats';
import { useSettings } from '../../ui/use-settings';

const EMPTY_FILTERS: MarketplaceLocation = { services: [], page: 1 };
const LOADING: MarketplaceState = { status: 'loading' };
const NO_CARDS: never[] = [];
/** Cards rendered in the first pass: a screen and more on a phone, four rows of three on a desktop. */
const FIRST_CARDS = 12;
/** The page's last cards, laid out even when off screen: more than a screen and a half above the pagination bar at any width. */
const ALWAYS_LAID_OUT = 12;

/** `/marketplace` and every `/marketplace/*` address: the address is the single source of the filters (spec §2). */
export default function MarketplacePage() {
  const { pathname, search } = useLocation();
  const goTo = useMarketplaceNavigate();
  const filters = useMemo(() => parseMarketplaceUrl(pathname, search), [pathname, search]);
  const cached = useCachedMarketplace(filters);
  const result = useMarketplace(filters, cached);
  const stats = useMarketplaceStats(filters, cached);
  const updatedAt = useCatalogueUpdatedAt();
  const figures = stats.status === 'ready' ? stats.stats : undefined;
  // The introduction arrives with the cards, never after them, so nothing moves once they show.
  const listing = result.status === 'ready' && stats.status === 'loading' ? LOADING : result;
  const intro = figures && marketplaceIntro(filters, figures);
  const shown = useEarlierWhileLoading(`${pathname}${search}`, listing, intro);
  const cards = useFirstCardsFirst(shown.listing.status === 'ready' ? shown.listing.data.bookkeepers : NO_CARDS);
  const settings = useSettings();
  const options = useMemo(() => filterOptions(settings.data, filters.country, filters.city), [settings.data, filters.country, filters.city]);
  const heading = marketplaceHeading(filters);
  const routeCardLinks = useRoutedAnchors();

  // The server's head for this address (shared page-meta); a listing with nobody in it stays out of search results.
  usePageMeta({ ...marketplacePageMeta(filters, figures), exactTitle: true, noindex: figures?.total === 0 });

  useEffect(() => {
    if (filters.search) trackEvent('search', { label: filters.search });
  }, [filters.search]);

  // The place browsed is the device's country: the one whose providers it keeps offline first.
  useEffect(() => {
    if ((filters.country || filters.city) && hasSyncedCatalogue()) {
      void loadLiveCatalogue()
        .then((catalogue) => catalogue.noteMarketplacePlace({ country: filters.country, city: filters.city }))
        .catch(() => undefined);
    }
  }, [filters.country, filters.city]);

  const applyFilters = useCallback(
    (next: MarketplaceLocation) => {
      trackEvent('filter_use', { label: marketplaceAnalyticsLabel(next) });
      void goTo(next);
    },
    [goTo],
  );
  const changeFilters = (change: Partial<Omit<MarketplaceLocation, 'page'>>) => applyFilters({ ...filters, ...change, page: 1 });
  const clearFilters = () => applyFilters(EMPTY_FILTERS);
  const goToPage = (page: number) =>
    void goTo({ ...filters, page }).then((went) => {
      if (went) window.scrollTo({ top: 0 });
    });

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{heading}</h1>
          <p className="mt-2 max-w-2xl text-muted">
            Verified bookkeepers, accountants and firms. Compare ratings and prices, then connect directly — free.
          </p>
        </div>
        <ul className="flex flex-wrap gap-2 text-xs font-medium text-slate-700 sm:gap-3 sm:text-sm" aria-label="Marketplace facts">
          <AverageRating stats={stats} />
          <li className="inline-flex items-center gap-1.5 rounded-full bg-accent-50 px-2.5 py-1 ring-1 ring-accent-100 sm:px-3 sm:py-1.5">
            <Clock className="h-4 w-4 text-accent-700" aria-hidden="true" />
            24h response time
          </li>
        </ul>
      </header>

      <div className="mt-6">
        <MarketplaceFilters filters={filters} options={options} onChange={changeFilters} onClear={clearFilters} />
      </div>

      <section aria-label="Results" aria-busy={listing.status === 'loading' || cards.partial} className={`mt-6 transition-opacity ${shown.earlier ? 'opacity-60' : ''}`}>
        <CardIconSprite />
        {shown.intro && shown.listing.status !== 'error' && !(shown.listing.status === 'ready' && shown.listing.data.bookkeepers.length === 0) && (
          <p className="mb-3 max-w-4xl text-slate-700">{shown.intro}</p>
        )}
        {shown.listing.status === 'loading' && (
          <>
            {/* Same line box as the result summary that replaces it, so the cards below do not move. */}
            <p role="status" className="mb-4 text-sm text-muted">
              Loading professionals…
            </p>
            <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {Array.from({ length: SKELETON_CARD_COUNT }, (_, index) => (
                <li key={index}>
                  <ProviderCardSkeleton />
                </li>
              ))}
            </ul>
          </>
        )}

        {shown.listing.status === 'error' && (
          <div role="alert" className="flex flex-col items-center rounded-card border border-red-200 bg-red-50 px-6 py-12 text-center">
            <AlertCircle className="h-10 w-10 text-red-600" aria-hidden="true" />
            <h2 className="mt-3 text-lg font-semibold text-ink">Failed to fetch bookkeepers</h2>
            <p className="mt-1 text-sm text-muted">Please check your connection and try again.</p>
            <button type="button" className={`${buttonClasses('primary')} mt-5`} onClick={result.retry}>
              Try again
            </button>
          </div>
        )}

        {shown.listing.status === 'ready' && shown.listing.data.bookkeepers.length === 0 && (
          <div className="flex flex-col items-center rounded-card border border-dashed border-slate-300 bg-slate-50 px-6 py-14 text-center">
            <SearchX className="h-10 w-10 text-slate-400" aria-hidden="true" />
            <h2 className="mt-3 text-lg font-semibold text-ink">No providers found</h2>
            <p className="mt-1 text-muted">Try adjusting your search criteria or location</p>
            <p className="mt-1 text-muted">Or answer a few questions and we will match you with the right professionals.</p>
            <div className="mt-5 flex flex-wrap justify-center gap-3">
              <ButtonLink to="/find-accountant">Help me find an accountant</ButtonLink>
              <button type="button" className={buttonClasses('secondary')} onClick={clearFilters}>
                Clear filters
              </button>
            </div>
          </div>
        )}

        {shown.listing.status === 'ready' && shown.listing.data.bookkeepers.length > 0 && (
          <>
            {/* One line box: "Updated …" appearing when the first sync lands moves nothing. */}
            <div className="mb-4 flex flex-wrap items-baseline justify-between gap-x-4 text-sm text-muted">
              <p aria-live="polite">{resultSummary(shown.listing.data.pagination, shown.listing.data.bookkeepers.length)}</p>
              {updatedAt && <p data-testid="catalogue-updated">{updatedAt}</p>}
            </div>
            {shown.listing.heldOnDevice !== undefined && (
              <p role="note" data-testid="catalogue-partial" className="mb-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-100">
                You&apos;re offline: these are from the {shown.listing.heldOnDevice.toLocaleString('en-US')} professionals saved on this device. Connect to search everyone.
              </p>
            )}
            <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" onClick={routeCardLinks}>
              {cards.shown.map((provider, index) => (
                // The browser lays out and paints a card only near the viewport: a phone shows two
                // of the fifty, and the rest cost nothing until scrolled to. The last rows always
                // render, so a jump to the pagination bar (End, a link, a script) finds it where it
                // stays: estimated cards turning real above it would move it under the finger.
                <li key={provider.id} className={index < cards.all.length - ALWAYS_LAID_OUT ? '[contain-intrinsic-size:auto_19rem] [content-visibility:auto]' : undefined}>
                  <ProviderCard provider={provider} />
                </li>
              ))}
            </ul>
            <div className="mt-8">
              <PaginationBar page={shown.listing.data.pagination.page} totalPages={shown.listing.data.pagination.totalPages} onPageChange={goToPage} />
            </div>
          </>
        )}
      </section>
    </div>
  );
}

/**
 * The listed providers' average over their reviews, from the same figures as the introduction, so
 * the header and the text below it never disagree. A placeholder of the same width holds the chip
 * until they arrive; a search, which has no figures, shows none.
 */
function AverageRating({ stats }: { stats: MarketplaceStatsState }) {
  if (stats.status === 'none') return null;
  const average = stats.status === 'ready' ? stats.stats.averageRating : undefined;
  return (
    <li className="inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-2.5 py-1 ring-1 ring-amber-100 sm:px-3 sm:py-1.5">
      <Star className="h-4 w-4 fill-amber-400 text-amber-400" aria-hidden="true" />
      {average === undefined && (
        <span>
          <span className="invisible">0.0</span> avg rating
        </span>
      )}
      {average === null && 'No ratings yet'}
      {typeof average === 'number' && `${formatRating(average)} avg rating`}
    </li>
  );
}

interface Shown {
  listing: MarketplaceState;
  intro: string | undefined;
  /** True while this is the previous address's answer, shown dimmed until the new one arrives. */
  earlier: boolean;
}

/**
 * While a new filter set or page loads, the cards of the previous one stay (dimmed, the section
 * busy) instead of a flash of skeletons: swapping 50 cards for skeletons and back cost more than a
 * read. A filter change over the offline catalogue rarely gets here (useMarketplaceNavigate reads
 * its page before navigating); the server's answers and back or forward do. Skeletons show only
 * when nothing was shown yet. Kept per address, so it is set once per address.
 *
 * Above the first skeletons the introduction shows only if the page opened with it (the server
 * writes a landing page's figures into its HTML): it is the page's largest text, so a phone paints
 * it with the heading. One that arrives later waits for the cards, so nothing above them moves.
 */
function useEarlierWhileLoading(address: string, listing: MarketplaceState, intro: string | undefined): Shown {
  const [earlier, setEarlier] = useState<{ address: string; listing: MarketplaceState; intro: string | undefined } | null>(null);
  const [opening] = useState({ address, intro });
  if (listing.status === 'ready' && earlier?.address !== address) setEarlier({ address, listing, intro });
  if (listing.status === 'loading' && earlier && earlier.address !== address) return { listing: earlier.listing, intro: earlier.intro, earlier: true };
  if (listing.status === 'loading') return { listing, intro: opening.address === address ? opening.intro : undefined, earlier: false };
  return { listing, intro, earlier: false };
}

/**
 * A page's cards in two passes: the first FIRST_CARDS at once, the rest in a transition right
 * after, below the fold (where content-visibility skips their layout anyway). A filter change then
 * shows its first cards after one small render instead of 50 cards' worth of work on a phone, and
 * no single task holds input for the whole page. `partial` keeps the results busy until all are in.
 */
function useFirstCardsFirst<T>(all: T[]): { all: T[]; shown: T[]; partial: boolean } {
  const [complete, setComplete] = useState<T[] | null>(null);
  useEffect(() => {
    if (all.length > FIRST_CARDS) startTransition(() => setComplete(all));
  }, [all]);
  if (all.length <= FIRST_CARDS || complete === all) return { all, shown: all, partial: false };
  return { all, shown: all.slice(0, FIRST_CARDS), partial: true };
}
