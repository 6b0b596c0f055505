import { createHash } from 'node:crypto';
import { generatedLogoPath, photoFileName, photoPath } from '@ledgerlink/shared-schema';
import { Binary } from 'mongodb';
import type { Collections } from '../db/collections';
import type { BookkeeperDoc, ProviderPhotoDoc } from '../db/documents';
import type { EncodedPhoto } from './photo-encoding';
import type { ResponseCache } from './response-cache';

/**
 * A provider's own photo, kept in MongoDB (not on an instance's disk) so every instance behind a
 * load balancer serves it. Each size is a document named by a hash of the provider and the bytes:
 * a path never changes what it shows, so it is cached for good, and two providers uploading the
 * same picture never share (or delete) each other's files.
 */
export interface ProviderPhotoDeps {
  collections: Pick<Collections, 'bookkeepers' | 'providerPhotos'>;
  cache: ResponseCache;
}

export interface StoredPhoto {
  profileImageUrl: string;
  cardImageUrl: string;
}

/**
 * Stores both sizes, points the profile at the full one and removes the provider's previous photo.
 * `updatedAt` moves, so every device's offline catalogue picks the change up on its next delta.
 */
export async function storeProviderPhoto({ collections, cache }: ProviderPhotoDeps, provider: BookkeeperDoc, photo: EncodedPhoto): Promise<StoredPhoto> {
  const hash = createHash('sha256').update(provider._id.toHexString()).update(photo.full).digest('hex').slice(0, 32);
  const now = new Date();
  const sizes = [
    { _id: photoFileName(hash, 'full'), data: photo.full },
    { _id: photoFileName(hash, 'card'), data: photo.card },
  ];
  // Stored before the profile points at them, so no visitor is sent to a photo not there yet.
  await Promise.all(
    sizes.map(({ _id, data }) => collections.providerPhotos.replaceOne({ _id }, { providerId: provider._id, data: new Binary(data), createdAt: now }, { upsert: true })),
  );
  const profileImageUrl = photoPath(hash, 'full');
  await collections.bookkeepers.updateOne({ _id: provider._id }, { $set: { profileImageUrl, updatedAt: now } });
  await collections.providerPhotos.deleteMany({ providerId: provider._id, _id: { $nin: sizes.map((size) => size._id) } });
  cache.clear();
  return { profileImageUrl, cardImageUrl: photoPath(hash, 'card') };
}

/**
 * Removes the provider's photo. A firm imported from the firm CSV falls back to its generated logo
 * (as the import gave it); anyone else to no image, which pages show as the provider type's icon.
 * Returns the image the profile now shows, if any.
 */
export async function removeProviderPhoto({ collections, cache }: ProviderPhotoDeps, provider: BookkeeperDoc): Promise<string | undefined> {
  const logo = provider.providerType === 'firm' && provider.uploadId ? generatedLogoPath(provider.businessName ?? provider.fullName) : undefined;
  const updatedAt = new Date();
  await collections.bookkeepers.updateOne(
    { _id: provider._id },
    logo ? { $set: { profileImageUrl: logo, updatedAt } } : { $set: { updatedAt }, $unset: { profileImageUrl: '' } },
  );
  await collections.providerPhotos.deleteMany({ providerId: provider._id });
  cache.clear();
  return logo;
}

/** One stored size by its file name, or nothing. */
export function findPhoto(providerPhotos: Collections['providerPhotos'], name: string): Promise<ProviderPhotoDoc | null> {
  return providerPhotos.findOne({ _id: name });
}
