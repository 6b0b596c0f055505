/**
 * A customer's request pages on this device (what they asked, their matches) and the actions they
 * queued on them: the one entry for code outside this folder. The request feature works through
 * these over the app's database and never touches Dexie itself.
 */
export { discardRequestAction, refreshCustomerRequest, resendRequestAction, takeRequestAction, watchRequestActionAnswers } from './customer-request';
export { useRequestActions } from './use-request-actions';
export { useRequestPageView } from './use-request-page-view';
export type { QueueActionResult, RequestActionItem } from './request-actions';
export type { RequestRefreshResult } from './request-refresh';
export type { CachedRequestPage } from './request-store';
export type { RequestAction } from '../outbox';
