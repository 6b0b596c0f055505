import { APP_PAGE_META } from '@ledgerlink/shared-schema';
import { describe, expect, it } from 'vitest';
import { breadcrumbTrail } from './breadcrumb-trail';

const labels = (pathname: string) => breadcrumbTrail(pathname).map((crumb) => crumb.label);

describe('breadcrumbTrail', () => {
  it('shows nothing on the home page', () => {
    expect(breadcrumbTrail('/')).toEqual([]);
  });

  it('uses the spec labels for the registration forms', () => {
    expect(breadcrumbTrail('/business-form')).toEqual([{ label: 'Home', to: '/' }, { label: 'Business Registration' }]);
    expect(breadcrumbTrail('/providers-form').at(-1)).toEqual({ label: 'Provider Registration' });
  });

  it('links marketplace prefixes and leaves the current page unlinked', () => {
    expect(breadcrumbTrail('/marketplace/professionals/canada')).toEqual([
      { label: 'Home', to: '/' },
      { label: 'Marketplace', to: '/marketplace' },
      { label: 'Professionals', to: '/marketplace/professionals' },
      { label: 'Canada' },
    ]);
  });

  it('names places and services as the option lists spell them', () => {
    expect(labels('/marketplace/firms/new-york/cfo-services')).toEqual(['Home', 'Marketplace', 'Firms', 'New York', 'CFO Services']);
    expect(labels('/marketplace/united-arab-emirates/tax')).toEqual(['Home', 'Marketplace', 'United Arab Emirates', 'Tax Preparation']);
  });

  it('never makes a label out of an unknown marketplace segment', () => {
    expect(breadcrumbTrail('/marketplace/qa-mwtbb1ow')).toEqual([{ label: 'Home', to: '/' }, { label: 'Marketplace' }]);
  });

  it('shows a neutral hire crumb under the marketplace until the page names the provider', () => {
    expect(breadcrumbTrail('/hire/qa-mwtbb1ow')).toEqual([
      { label: 'Home', to: '/' },
      { label: 'Marketplace', to: '/marketplace' },
      { label: 'Hire a Professional' },
    ]);
  });

  it('never shows a slug, handle or id as a name', () => {
    expect(labels('/provider/firm/acme')).toEqual(['Home', 'Provider', 'Firm', 'Profile']);
    expect(labels('/bookkeeper/qa-mwtbb1ow-professional-austin')).toEqual(['Home', 'Professional', 'Profile']);
    expect(labels('/@janedoe')).toEqual(['Home', 'Profile']);
    expect(labels('/dashboard/65a1b2c3d4e5f60718293a4b')).toEqual(['Home', 'Dashboard', 'Your Leads']);
    expect(labels('/request/65a1b2c3d4e5f60718293a4b')).toEqual(['Home', 'Request', 'Your request']);
    expect(labels('/review/A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6')).toEqual(['Home', 'Review', 'Write a review']);
    expect(breadcrumbTrail('/thank-you/jane-doe-professional-austin')).toEqual([{ label: 'Home', to: '/' }, { label: 'Request Sent' }]);
    expect(labels('/business-form/acme-ltd')).toEqual(['Home', 'Business Registration']);
    expect(labels('/outbox')).toEqual(['Home', 'Outbox']);
  });

  it('labels an unknown page as not found, and no page of the app so', () => {
    expect(labels('/no-such-page')).toEqual(['Home', 'Page Not Found']);
    // Each page's own meta key is its first path segment (the unsubscribe page's lives under /request/).
    const pages = Object.keys(APP_PAGE_META).filter((page) => page !== 'request-unsubscribe');
    for (const page of pages) expect(labels(`/${page}`), page).not.toContain('Page Not Found');
  });
});
