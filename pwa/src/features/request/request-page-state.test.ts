import { describe, expect, it } from 'vitest';
import type { CachedRequestPage } from '../../offline/requests';
import { requestPageState } from './request-page-state';

const page = { request: { id: 'r1' }, matches: [], refreshedAt: 1 } as unknown as CachedRequestPage;
const facts = { linkRefused: false, linkWaiting: false };

describe('request page state', () => {
  it('loads until it has the copy on this device or the server’s answer', () => {
    expect(requestPageState({ ...facts, page: undefined, refresh: { running: true } })).toEqual({ status: 'loading' });
    expect(requestPageState({ ...facts, page: null, refresh: { running: true } })).toEqual({ status: 'loading' });
  });

  it('shows the copy on this device at once, and says it is stale when the server could not be read', () => {
    expect(requestPageState({ ...facts, page, refresh: { running: true } })).toEqual({ status: 'ready', page, refreshing: true, stale: false });
    expect(requestPageState({ ...facts, page, refresh: { result: 'offline', running: false } })).toMatchObject({ status: 'ready', stale: true });
    expect(requestPageState({ ...facts, page, refresh: { result: 'failed', running: false } })).toMatchObject({ status: 'ready', stale: true });
  });

  it('says the link is invalid or expired when the server refused its key, and private when there was no key', () => {
    expect(requestPageState({ ...facts, linkRefused: true, page: null, refresh: { result: 'no-access', running: false } })).toEqual({ status: 'no-access', reason: 'link-refused' });
    expect(requestPageState({ ...facts, page: null, refresh: { result: 'no-access', running: false } })).toEqual({ status: 'no-access', reason: 'no-link' });
  });

  it('offers another try when the key could not be checked yet', () => {
    expect(requestPageState({ ...facts, linkWaiting: true, page: null, refresh: { result: 'no-access', running: false } })).toEqual({ status: 'link-waiting' });
  });

  it('never leaves the page blank without a copy: offline or failed, each with a retry', () => {
    expect(requestPageState({ ...facts, page: null, refresh: { result: 'offline', running: false } })).toEqual({ status: 'offline-empty' });
    expect(requestPageState({ ...facts, page: null, refresh: { result: 'failed', running: false } })).toEqual({ status: 'failed' });
  });
});
