import { PROVIDER_SERVICE_LABELS, type addServiceRequestSchema } from '@ledgerlink/shared-schema';
import { MongoServerError, ObjectId } from 'mongodb';
import type { z } from 'zod';
import type { Collections } from '../db/collections';
import type { ServiceDoc } from '../db/documents';
import { ConflictError } from './domain-errors';
import type { ResponseCache } from './response-cache';

export type ServiceAddition = z.output<typeof addServiceRequestSchema>;

export interface ServiceAdditionDeps {
  collections: Pick<Collections, 'services'>;
  cache: ResponseCache;
}

const alreadyListed = (name: ServiceAddition['name']) => {
  const message = `${PROVIDER_SERVICE_LABELS[name]} is already listed`;
  return new ConflictError(message, { errors: [{ path: 'name', message }] });
};

/**
 * Puts a service (back) on the settings lists, so the marketplace's filters offer it again. Names
 * are unique (a unique index): a listed one is refused, and so is the loser of two concurrent adds.
 * An entry kept inactive is listed again with what the admin gave, under its own id.
 */
export async function addService({ collections: { services }, cache }: ServiceAdditionDeps, input: ServiceAddition): Promise<ServiceDoc> {
  const fields = { name: input.name, category: input.category, ...(input.description ? { description: input.description } : {}), isActive: true };
  const existing = await services.findOne({ name: input.name });
  if (existing?.isActive) throw alreadyListed(input.name);
  let added: ServiceDoc | null;
  if (existing) {
    added = await services.findOneAndReplace({ _id: existing._id, isActive: false }, { ...fields, createdAt: existing.createdAt }, { returnDocument: 'after' });
    if (!added) throw alreadyListed(input.name);
  } else {
    added = { _id: new ObjectId(), ...fields, createdAt: new Date() };
    try {
      await services.insertOne(added);
    } catch (error) {
      if (error instanceof MongoServerError && error.code === 11000) throw alreadyListed(input.name);
      throw error;
    }
  }
  cache.clear();
  return added;
}
