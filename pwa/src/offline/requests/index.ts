/**
 * A customer's request pages on this device (what they asked, their matches): the one entry for
 * code outside this folder. The request feature works through these over the app's database and
 * never touches Dexie itself.
 */
export { refreshCustomerRequest } from './customer-request';
export { useRequestPageView } from './use-request-page-view';
export type { RequestRefreshResult } from './request-refresh';
export type { CachedRequestPage } from './request-store';
