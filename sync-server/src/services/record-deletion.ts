import { OPEN_BOOKING_STATUSES, OPEN_LEAD_STATUSES, PROVIDER_SERVICE_LABELS, type ProviderService } from '@ledgerlink/shared-schema';
import type { ObjectId } from 'mongodb';
import type { Collections } from '../db/collections';
import { ConflictError, NotFoundError } from './domain-errors';
import { recordIdOrNotFound } from './record-id';
import type { ResponseCache } from './response-cache';

export interface RecordDeletionDeps {
  collections: Pick<Collections, 'businesses' | 'bookkeepers' | 'leads' | 'bookings' | 'catalogueTombstones' | 'dashboardSessions' | 'services' | 'providerPhotos'>;
  cache: ResponseCache;
}

/** Counts the open leads (new or contacted, not expired) and open bookings that name a record. */
async function openWork(deps: RecordDeletionDeps, field: 'businessId' | 'bookkeeperId', _id: ObjectId) {
  const { leads, bookings } = deps.collections;
  const [openLeads, openBookings] = await Promise.all([
    leads.countDocuments({ [field]: _id, status: { $in: [...OPEN_LEAD_STATUSES] }, expiredAt: { $exists: false } }),
    bookings.countDocuments({ [field]: _id, status: { $in: [...OPEN_BOOKING_STATUSES] } }),
  ]);
  return { openLeads, openBookings };
}

function refuseWhileOpen(what: string, work: { openLeads: number; openBookings: number }): void {
  if (work.openLeads === 0 && work.openBookings === 0) return;
  const parts = [work.openLeads && `${work.openLeads} open lead${work.openLeads === 1 ? '' : 's'}`, work.openBookings && `${work.openBookings} open booking${work.openBookings === 1 ? '' : 's'}`].filter(Boolean);
  throw new ConflictError(`This ${what} has ${parts.join(' and ')}; close them before deleting it`, { extra: work });
}

/**
 * Deletes a business request unless open leads or bookings still name it. Closed leads keep their
 * history and show the business as deleted. (Between the check and the delete a new lead could
 * arrive; that lead then names a deleted business, which every reader already tolerates.)
 */
export async function deleteBusiness(deps: RecordDeletionDeps, id: string): Promise<void> {
  const _id = recordIdOrNotFound(id, 'Business');
  if (!(await deps.collections.businesses.findOne({ _id }, { projection: { _id: 1 } }))) throw new NotFoundError('Business not found');
  refuseWhileOpen('business', await openWork(deps, 'businessId', _id));
  await deps.collections.businesses.deleteOne({ _id });
}

/**
 * Deletes a provider unless open leads or bookings still name it. The tombstone is written first:
 * if the delete then fails, a tombstone for a provider still listed is harmless (its next change
 * re-sends it), whereas a delete without one would leave it on offline devices for good.
 */
export async function deleteProvider(deps: RecordDeletionDeps, id: string): Promise<void> {
  const { bookkeepers, catalogueTombstones, dashboardSessions, providerPhotos } = deps.collections;
  const _id = recordIdOrNotFound(id, 'Provider');
  if (!(await bookkeepers.findOne({ _id }, { projection: { _id: 1 } }))) throw new NotFoundError('Provider not found');
  refuseWhileOpen('provider', await openWork(deps, 'bookkeeperId', _id));
  await catalogueTombstones.updateOne({ _id }, { $set: { updatedAt: new Date() } }, { upsert: true });
  await bookkeepers.deleteOne({ _id });
  await dashboardSessions.deleteMany({ providerId: _id });
  await providerPhotos.deleteMany({ providerId: _id });
  deps.cache.clear();
}

const serviceLabel = (name: string) => PROVIDER_SERVICE_LABELS[name as ProviderService] ?? name;

/**
 * Deletes a service from the settings lists (spec §2: the only settings deletion that is wired)
 * unless a provider profile still offers it: the service would vanish from the marketplace's
 * filters while providers kept it, and nobody could search for them by it. Every profile counts,
 * pending and rejected ones too, since any of them may be listed later. (A profile given the service
 * between the count and the delete keeps it; an admin can add the service back.)
 */
export async function deleteService(deps: RecordDeletionDeps, id: string): Promise<void> {
  const { services, bookkeepers } = deps.collections;
  const _id = recordIdOrNotFound(id, 'Service');
  const service = await services.findOne({ _id }, { projection: { name: 1 } });
  if (!service) throw new NotFoundError('Service not found');
  const offeredBy = await bookkeepers.countDocuments({ services: service.name as ProviderService });
  if (offeredBy > 0) {
    const providers = `${offeredBy} provider${offeredBy === 1 ? '' : 's'}`;
    throw new ConflictError(`${serviceLabel(service.name)} is offered by ${providers}; remove it from their profiles first.`, { extra: { offeredBy } });
  }
  await services.deleteOne({ _id });
  deps.cache.clear();
}
