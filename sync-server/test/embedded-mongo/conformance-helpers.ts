/**
 * Helpers for the conformance suites, which run through the official driver against the
 * embedded database, or against a real MongoDB when MONGODB_URI is set.
 */
import { MongoServerError } from 'mongodb';
import type { ObjectId } from 'mongodb';

/**
 * A schemaless test document with a non-ObjectId `_id` allowed (the driver's default schema
 * assumes ObjectId ids). Fields are `any` because the driver's update-operator types only accept
 * `$inc`, `$push`, ... on fields whose declared type fits them.
 */
export interface AnyDoc {
  _id?: string | number | ObjectId;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  [field: string]: any;
}

/** True when the suite talks to a real MongoDB (embedded-only checks must skip themselves). */
export const againstRealMongo = Boolean(process.env.MONGODB_URI);

/** The MongoServerError a promise rejects with; fails the test if it resolves or throws anything else. */
export async function serverErrorOf(promise: Promise<unknown>): Promise<MongoServerError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof MongoServerError) return error;
    throw error;
  }
  throw new Error('expected the operation to fail with a server error, but it succeeded');
}

/** Waits until `check` returns true, polling every `intervalMs`, failing after `timeoutMs`. */
export async function eventually(check: () => Promise<boolean>, timeoutMs: number, intervalMs = 100): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
