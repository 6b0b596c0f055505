/**
 * One unified test: fresh initial data and entities, the operations with their expected results
 * or errors, then the observed command-started events and the collections' final contents.
 * Returns why the test failed, or undefined when it passed.
 */
import { MongoNetworkError, MongoServerError } from 'mongodb';
import type { Document, MongoClient } from 'mongodb';
import { EntityMap } from './entities';
import { matchRoot, matchValue } from './matcher';
import { runOperation, UnsupportedOperationError } from './operations';
import type { CollectionData, ExpectedEvents, Operation, SpecFile, UnifiedTest } from './spec-file';

/** A hung operation must not stall the whole run; past this the test fails. */
const TEST_TIMEOUT_MS = 30_000;

async function loadCollections(admin: MongoClient, data: CollectionData[]): Promise<void> {
  for (const { databaseName, collectionName, documents, createOptions } of data) {
    const db = admin.db(databaseName);
    await db.dropCollection(collectionName, { writeConcern: { w: 'majority' } }).catch((error: unknown) => {
      if (!(error instanceof MongoServerError && error.code === 26)) throw error;
    });
    if (documents.length > 0 && createOptions === undefined) {
      await db.collection(collectionName).insertMany(documents, { writeConcern: { w: 'majority' } });
    } else {
      await db.createCollection(collectionName, { writeConcern: { w: 'majority' }, ...(createOptions ?? {}) });
      if (documents.length > 0) await db.collection(collectionName).insertMany(documents, { writeConcern: { w: 'majority' } });
    }
  }
}

function isClientError(error: unknown): boolean {
  return !(error instanceof MongoServerError) && !(error instanceof MongoNetworkError);
}

/** The partial result a failed bulk write reports, in the CRUD spec's shape. */
function partialResultOf(error: Document): unknown {
  const result = (error.result ?? error.partialResult) as Document | undefined;
  if (result === undefined) return undefined;
  const { insertedCount, matchedCount, modifiedCount, deletedCount, upsertedCount, insertedIds, upsertedIds } = result;
  return { insertedCount, matchedCount, modifiedCount, deletedCount, upsertedCount, insertedIds, upsertedIds };
}

/** The expectError fields this runner checks; any other fails the test rather than pass unchecked. */
const CHECKED_ERROR_FIELDS = new Set(['isError', 'isClientError', 'errorContains', 'errorCode', 'errorCodeName', 'errorLabelsContain', 'errorLabelsOmit', 'expectResult', 'errorResponse']);

function checkError(expected: Document, error: unknown, entities: EntityMap): string | undefined {
  const unchecked = Object.keys(expected).find((field) => !CHECKED_ERROR_FIELDS.has(field));
  if (unchecked !== undefined) return `the runner does not check expectError.${unchecked}`;
  const failure = error as Document;
  const message = String(failure?.message ?? error);
  if (expected.isClientError !== undefined && isClientError(error) !== expected.isClientError) {
    return `expected a ${expected.isClientError ? 'client' : 'server'} error, got: ${message}`;
  }
  if (expected.errorContains !== undefined && !message.toLowerCase().includes(String(expected.errorContains).toLowerCase())) {
    return `expected an error containing "${expected.errorContains}", got: ${message}`;
  }
  if (expected.errorCode !== undefined && failure.code !== expected.errorCode) return `expected error code ${expected.errorCode}, got ${failure.code} (${message})`;
  if (expected.errorCodeName !== undefined && failure.codeName !== expected.errorCodeName) return `expected codeName ${expected.errorCodeName}, got ${failure.codeName} (${message})`;
  for (const label of (expected.errorLabelsContain as string[] | undefined) ?? []) {
    if (!(failure.hasErrorLabel as (l: string) => boolean)?.call(failure, label)) return `expected error label ${label}`;
  }
  for (const label of (expected.errorLabelsOmit as string[] | undefined) ?? []) {
    if ((failure.hasErrorLabel as (l: string) => boolean)?.call(failure, label)) return `unexpected error label ${label}`;
  }
  if (expected.expectResult !== undefined) {
    const difference = matchRoot(expected.expectResult, partialResultOf(failure), 'error result', entities.values);
    if (difference !== undefined) return difference;
  }
  if (expected.errorResponse !== undefined) return matchRoot(expected.errorResponse, failure.errorResponse, 'errorResponse', entities.values);
  return undefined;
}

async function runTestRunnerOperation(operation: Operation, entities: EntityMap): Promise<void> {
  const args = operation.arguments ?? {};
  if (operation.name === 'failPoint') {
    await entities.client(args.client as string).client.db('admin').command(args.failPoint as Document);
    return;
  }
  throw new UnsupportedOperationError(operation);
}

async function runOne(operation: Operation, entities: EntityMap, index: number): Promise<string | undefined> {
  const where = `operation ${index} (${operation.name})`;
  let result: unknown;
  try {
    if (operation.object === 'testRunner') await runTestRunnerOperation(operation, entities);
    else result = await runOperation(operation, entities);
  } catch (error) {
    if (error instanceof UnsupportedOperationError) return error.message;
    if (operation.expectError !== undefined) {
      const difference = checkError(operation.expectError, error, entities);
      return difference === undefined ? undefined : `${where}: ${difference}`;
    }
    if (operation.ignoreResultAndError) return undefined;
    return `${where} failed: ${(error as Error).message}`;
  }
  if (operation.expectError !== undefined) return `${where}: expected an error, got a result`;
  if (operation.saveResultAsEntity !== undefined) entities.values.set(operation.saveResultAsEntity, result);
  if (operation.expectResult !== undefined && !operation.ignoreResultAndError) {
    const difference = matchRoot(operation.expectResult, result, 'result', entities.values);
    if (difference !== undefined) return `${where}: ${difference}`;
  }
  return undefined;
}

function checkEvents(expectations: ExpectedEvents[], entities: EntityMap): string | undefined {
  for (const expectation of expectations) {
    if ((expectation.eventType ?? 'command') !== 'command') return `the runner does not check ${expectation.eventType} events`;
    const actual = entities.client(expectation.client).events;
    const countMatches = expectation.ignoreExtraEvents ? actual.length >= expectation.events.length : actual.length === expectation.events.length;
    if (!countMatches) return `expected ${expectation.events.length} events, saw ${actual.length}: ${actual.map((event) => event.commandName).join(', ')}`;
    for (const [i, expectedEvent] of expectation.events.entries()) {
      const expected = expectedEvent.commandStartedEvent as Document | undefined;
      const event = actual[i];
      if (expected === undefined || event === undefined) return `the runner only checks commandStartedEvent (event ${i})`;
      if (expected.commandName !== undefined && expected.commandName !== event.commandName) return `event ${i}: expected ${expected.commandName}, saw ${event.commandName}`;
      if (expected.databaseName !== undefined && expected.databaseName !== event.databaseName) return `event ${i}: expected database ${expected.databaseName}, saw ${event.databaseName}`;
      if (expected.command !== undefined) {
        const difference = matchRoot(expected.command, event.command, `event ${i} command`, entities.values);
        if (difference !== undefined) return difference;
      }
    }
  }
  return undefined;
}

async function checkOutcome(admin: MongoClient, outcome: CollectionData[]): Promise<string | undefined> {
  for (const { databaseName, collectionName, documents } of outcome) {
    // Unpromoted values keep their BSON types (a symbol stays a symbol, not a string).
    const actual = await admin.db(databaseName).collection(collectionName).find({}, { sort: { _id: 1 }, promoteValues: false }).toArray();
    const difference = matchValue(documents, actual, `outcome ${databaseName}.${collectionName}`, false, new Map());
    if (difference !== undefined) return difference;
  }
  return undefined;
}

async function runSteps(file: SpecFile, test: UnifiedTest, admin: MongoClient, entities: EntityMap): Promise<string | undefined> {
  await loadCollections(admin, file.initialData ?? []);
  await entities.create(file.createEntities ?? []);
  for (const [index, operation] of test.operations.entries()) {
    const failure = await runOne(operation, entities, index);
    if (failure !== undefined) return failure;
  }
  const eventFailure = checkEvents(test.expectEvents ?? [], entities);
  if (eventFailure !== undefined) return eventFailure;
  return checkOutcome(admin, test.outcome ?? []);
}

export async function runTest(file: SpecFile, test: UnifiedTest, admin: MongoClient, uri: string): Promise<string | undefined> {
  const entities = new EntityMap(uri);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`did not finish within ${TEST_TIMEOUT_MS / 1000}s`), TEST_TIMEOUT_MS);
  });
  try {
    return await Promise.race([runSteps(file, test, admin, entities).catch((error: unknown) => `runner setup failed: ${(error as Error).message}`), timeout]);
  } finally {
    clearTimeout(timer);
    await entities.close();
  }
}
