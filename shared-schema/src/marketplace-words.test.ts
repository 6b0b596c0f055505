import { describe, expect, it } from 'vitest';
import { summarizeMarketplace } from './marketplace-stats';
import { parseMarketplaceUrl } from './marketplace-url';
import { marketplaceDescription, marketplaceIntro } from './marketplace-words';
import { marketplacePageMeta } from './page-meta';

const stats = summarizeMarketplace([
  { averageRating: 48, totalReviews: 200, hourlyRate: 120 },
  { averageRating: 44, totalReviews: 110, hourlyRate: 45, monthlyStartingPrice: 300 },
]);

describe('marketplaceIntro', () => {
  it('states the count, average rating and price range of a city and service page', () => {
    expect(marketplaceIntro(parseMarketplaceUrl('/marketplace/manchester/payroll'), stats)).toBe(
      '2 verified Payroll professionals in Manchester are listed on LedgerLink. Rated 4.7 out of 5 on average across 310 client reviews. ' +
        'Hourly rates run from $45 to $120, and monthly packages start at $300.',
    );
  });

  it('speaks of one provider in the singular and leaves out figures that do not exist', () => {
    const one = summarizeMarketplace([{ averageRating: 0, totalReviews: 0, monthlyStartingPrice: 250 }]);
    expect(marketplaceIntro(parseMarketplaceUrl('/marketplace/firms/canada'), one)).toBe(
      '1 verified firm in Canada is listed on LedgerLink. Monthly packages start at $250.',
    );
  });

  it('keeps option labels and places as spelled', () => {
    const intro = marketplaceIntro(parseMarketplaceUrl('/marketplace/new-york/cfo-services'), stats);
    expect(intro).toMatch(/^2 verified CFO Services professionals in New York are listed/);
  });

  it('says nothing for an empty list or a free-text search', () => {
    expect(marketplaceIntro(parseMarketplaceUrl('/marketplace/london'), summarizeMarketplace([]))).toBeUndefined();
    expect(marketplaceIntro(parseMarketplaceUrl('/marketplace', '?search=tax'), stats)).toBeUndefined();
  });
});

describe('marketplace page head', () => {
  it('describes a landing page with its introduction once figures are known', () => {
    const filters = parseMarketplaceUrl('/marketplace/manchester/payroll');
    expect(marketplacePageMeta(filters, stats)).toEqual({
      title: 'Payroll professionals in Manchester | LedgerLink',
      description: marketplaceIntro(filters, stats),
    });
    expect(marketplacePageMeta(filters).description).toBe(marketplaceDescription(filters));
  });

  it('keeps proper casing in the generic description', () => {
    expect(marketplaceDescription(parseMarketplaceUrl('/marketplace/new-york/cfo-services'))).toBe(
      'Compare verified CFO Services professionals in New York with ratings and prices. Free to browse, connect directly.',
    );
    expect(marketplaceDescription(parseMarketplaceUrl('/marketplace/firms'))).toMatch(/^Compare verified firms with/);
  });
});
