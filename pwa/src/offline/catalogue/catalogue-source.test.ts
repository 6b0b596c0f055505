import { describe, expect, it } from 'vitest';
import { pickCatalogueSource, type CacheRead, type NetworkRead } from './catalogue-source';

const offline = new Error('Failed to fetch');
const pending = { status: 'pending' } as const;
const net = (value: string): NetworkRead<string> => ({ status: 'ok', value });
const failed: NetworkRead<string> = { status: 'failed', error: offline };
const cache = (value: string | undefined): CacheRead<string> => ({ status: 'ready', value });

describe('pickCatalogueSource', () => {
  it('shows the network answer while the cache reader is still loading', () => {
    expect(pickCatalogueSource(net('server'), pending)).toEqual({ status: 'ready', value: 'server', from: 'network' });
  });

  it('makes a synced cache the source, even when the network answered first', () => {
    expect(pickCatalogueSource(net('server'), cache('cached'))).toEqual({ status: 'ready', value: 'cached', from: 'cache' });
    expect(pickCatalogueSource<string>(pending, cache('cached'))).toEqual({ status: 'ready', value: 'cached', from: 'cache' });
  });

  it('shows the server answer on a first visit whose catalogue is still empty', () => {
    expect(pickCatalogueSource(net('server'), cache(undefined))).toMatchObject({ value: 'server', from: 'network' });
  });

  it('keeps loading when offline until the cache has answered', () => {
    expect(pickCatalogueSource(failed, pending)).toEqual({ status: 'loading' });
    expect(pickCatalogueSource(failed, cache('cached'))).toMatchObject({ value: 'cached', from: 'cache' });
  });

  it('fails only when neither the network nor the cache can answer', () => {
    expect(pickCatalogueSource(failed, cache(undefined))).toEqual({ status: 'failed', error: offline });
    expect(pickCatalogueSource(failed, { status: 'failed' })).toEqual({ status: 'failed', error: offline });
    expect(pickCatalogueSource<string>(pending, cache(undefined))).toEqual({ status: 'loading' });
  });

  it('waits for a richer network answer before showing the cached value, and falls back to it offline', () => {
    expect(pickCatalogueSource<string>(pending, cache('cached'), { waitForNetwork: true })).toEqual({ status: 'loading' });
    expect(pickCatalogueSource(failed, cache('cached'), { waitForNetwork: true })).toMatchObject({ value: 'cached', from: 'cache' });
    expect(pickCatalogueSource(net('server'), cache('cached'), { waitForNetwork: true })).toMatchObject({ value: 'cached', from: 'cache' });
  });

  it('shows a single record from the server when the server has a newer version than the device', () => {
    // Each value is "who@updatedAt".
    const options = { waitForNetwork: true, updatedAt: (value: string) => value.split('@')[1]! };
    const older = cache('device@2026-11-27T10:00:00.000Z');
    expect(pickCatalogueSource(net('server@2026-11-27T10:05:00.000Z'), older, options)).toMatchObject({ value: 'server@2026-11-27T10:05:00.000Z', from: 'network' });
    expect(pickCatalogueSource(net('server@2026-11-27T10:00:00.000Z'), older, options)).toMatchObject({ from: 'cache' });
    expect(pickCatalogueSource(failed, older, options)).toMatchObject({ from: 'cache' });
  });
});
