/**
 * A provider's own photo or logo: the upload's limits and where the stored sizes are served. Both
 * sizes are WebP under a content-hash name, so a path never changes meaning and is cached for good.
 */

/** The largest upload accepted: 5 MB, checked by the dashboard before sending and by the server while reading. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** The multipart field the photo travels in. */
export const PHOTO_FIELD = 'photo';
/** What may be uploaded (decided by the bytes on the server; the file picker offers these). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PHOTO_TOO_LARGE = `The photo is larger than the ${PHOTO_MAX_BYTES / (1024 * 1024)} MB limit; choose a smaller one`;

/** The profile's size: at most this many pixels on the longest side, never enlarged. */
export const PHOTO_FULL_PX = 512;
/** The card's square: the 56–64 px avatars of cards, match cards and the dashboard header at 2x density. */
export const PHOTO_CARD_PX = 128;

export const PHOTOS_PATH = '/uploads/photos';

const FULL_PATH = /^\/uploads\/photos\/([a-f0-9]{32})\.webp$/;

/** The stored file name of one size of the photo named `hash`. */
export const photoFileName = (hash: string, size: 'full' | 'card') => (size === 'full' ? `${hash}.webp` : `${hash}-card.webp`);
export const photoPath = (hash: string, size: 'full' | 'card') => `${PHOTOS_PATH}/${photoFileName(hash, size)}`;

/** The small square for avatars of a profile image: an uploaded photo's card size; any other image (a generated logo) as it is. */
export function cardImagePath(profileImageUrl: string): string;
export function cardImagePath(profileImageUrl: string | undefined): string | undefined;
export function cardImagePath(profileImageUrl: string | undefined): string | undefined {
  const hash = profileImageUrl ? FULL_PATH.exec(profileImageUrl)?.[1] : undefined;
  return hash ? photoPath(hash, 'card') : profileImageUrl;
}
