import { describe, expect, it } from 'vitest';
import { pickCatalogueSource, unlessPartial, type CacheRead, type NetworkRead } from './catalogue-source';

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

describe('unlessPartial', () => {
  const part = { status: 'ready', value: { partial: true, cards: 'the device part' } } as const;
  const whole = { status: 'ready', value: { partial: false, cards: 'every provider' } } as const;

  it("leaves a device's part to answer only when the server cannot", () => {
    expect(pickCatalogueSource({ status: 'ok', value: { partial: false, cards: 'server' } }, unlessPartial(part, { status: 'ok', value: 'server' }))).toMatchObject({ from: 'network' });
    expect(unlessPartial(part, pending)).toEqual({ status: 'pending' });
    expect(pickCatalogueSource({ status: 'failed', error: offline }, unlessPartial(part, failed))).toMatchObject({ value: part.value, from: 'cache' });
  });

  it('changes nothing for a device that holds every provider', () => {
    expect(unlessPartial(whole, pending)).toBe(whole);
    expect(unlessPartial(whole, net('server'))).toBe(whole);
  });
});
