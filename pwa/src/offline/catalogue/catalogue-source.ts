/**
 * Which answer a catalogue page shows (ARCHITECTURE §2, read path): the offline catalogue once it
 * has the data, else the server's answer. Pure, so the rule is tested without a DOM.
 *
 * - The cache's value wins as soon as it has one: a synced catalogue is the source, and a sync that
 *   lands later updates the page through the live query.
 * - Until then the network answer shows the moment it arrives: the Dexie chunk is never waited for
 *   (a first visit's cards must not wait for IndexedDB).
 * - A failed network read is an error only once the cache has answered without a value; before
 *   that the cache may still rescue the page (offline with a full catalogue).
 * - `waitForNetwork`: pages whose network answer carries more than the catalogue (a profile's
 *   reviews) show the cached value only once the network read settled, so nothing pops in later.
 * - `updatedAt`: a single record's page shows the server's answer when it is newer than the
 *   device's copy (a provider just edited their profile and the catalogue's next sync has not run);
 *   the same age goes to the cache, which a later sync keeps live.
 */

interface SourceOptions<T> {
  waitForNetwork?: boolean;
  updatedAt?: (value: T) => string;
}

export type NetworkRead<T> = { status: 'pending' } | { status: 'ok'; value: T } | { status: 'failed'; error: Error };

/** `value` undefined: the cache cannot answer this (catalogue not synced yet, provider not in it). */
export type CacheRead<T> = { status: 'pending' } | { status: 'ready'; value: T | undefined } | { status: 'failed' };

export type Sourced<T> = { status: 'loading' } | { status: 'ready'; value: T; from: 'cache' | 'network' } | { status: 'failed'; error: Error };

export function pickCatalogueSource<T>(network: NetworkRead<T>, cache: CacheRead<T>, { waitForNetwork = false, updatedAt }: SourceOptions<T> = {}): Sourced<T> {
  const cached = cache.status === 'ready' ? cache.value : undefined;
  if (cached !== undefined && updatedAt && network.status === 'ok' && Date.parse(updatedAt(network.value)) > Date.parse(updatedAt(cached))) {
    return { status: 'ready', value: network.value, from: 'network' };
  }
  if (cached !== undefined && !(waitForNetwork && network.status === 'pending')) return { status: 'ready', value: cached, from: 'cache' };
  if (network.status === 'ok') return { status: 'ready', value: network.value, from: 'network' };
  if (network.status === 'failed' && cache.status !== 'pending') return { status: 'failed', error: network.error };
  return { status: 'loading' };
}

/**
 * A listing from a device that holds only part of the catalogue (its provider limit) is the
 * server's to answer: the device's page and counts would leave out providers the server has. Its
 * cache stands aside (pending while the network read runs, then without a value) and answers only
 * once that read failed (offline).
 */
export function unlessPartial<T extends { partial: boolean }>(cache: CacheRead<T>, network: NetworkRead<unknown>): CacheRead<T> {
  if (cache.status !== 'ready' || !cache.value?.partial || network.status === 'failed') return cache;
  return network.status === 'ok' ? { status: 'ready', value: undefined } : { status: 'pending' };
}

/** The same cache answer, reshaped for one consumer (a listing's page, its figures). */
export function mapCacheRead<T, U>(read: CacheRead<T>, map: (value: T) => U): CacheRead<U> {
  if (read.status !== 'ready') return read;
  return { status: 'ready', value: read.value === undefined ? undefined : map(read.value) };
}
