import { describe, expect, it } from 'vitest';
import { breadcrumbTrail } from './breadcrumb-trail';

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

  it('names the provider on the hire page under the marketplace', () => {
    expect(breadcrumbTrail('/hire/jane-doe-professional-austin')).toEqual([
      { label: 'Home', to: '/' },
      { label: 'Marketplace', to: '/marketplace' },
      { label: 'Hire Jane Doe Professional Austin' },
    ]);
  });

  it('does not link prefixes that are not pages', () => {
    expect(breadcrumbTrail('/provider/firm/acme')).toEqual([
      { label: 'Home', to: '/' },
      { label: 'Provider' },
      { label: 'Firm' },
      { label: 'Acme' },
    ]);
  });

  it('keeps a profile handle as written', () => {
    expect(breadcrumbTrail('/@janedoe').at(-1)).toEqual({ label: '@janedoe' });
  });
});
