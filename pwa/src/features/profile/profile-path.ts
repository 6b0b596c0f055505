// Its own module: the app shell imports it to start the opening page's read (profile-prefetch.ts),
// and nothing else of the profile screen should come along into the entry chunk.

export type ProfileKey = { username: string } | { slug: string };

export const profileLookupPath = (key: ProfileKey) =>
  'username' in key
    ? `/api/bookkeepers/username/${encodeURIComponent(key.username)}`
    : `/api/bookkeepers/slug/${encodeURIComponent(key.slug)}`;
