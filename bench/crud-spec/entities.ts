/**
 * createEntities: clients (each observing its own command-started events), databases,
 * collections, sessions and buckets of saved results, looked up by the ids the tests use.
 */
import { MongoClient } from 'mongodb';
import type { ClientSession, Collection, CommandStartedEvent, Db, Document, MongoClientOptions } from 'mongodb';

export interface ClientEntity {
  client: MongoClient;
  observed: Set<string>;
  ignoredCommands: Set<string>;
  events: CommandStartedEvent[];
}

/** Commands the runner itself causes or that only set the test up: never part of an expectation. */
const RUNNER_COMMANDS = ['configureFailPoint', 'hello', 'ismaster', 'isMaster', 'buildInfo', 'endSessions', 'killCursors'];

export class EntityMap {
  readonly values = new Map<string, unknown>();
  private readonly clients = new Map<string, ClientEntity>();

  constructor(private readonly uri: string) {}

  client(id: string): ClientEntity {
    const found = this.clients.get(id);
    if (found === undefined) throw new Error(`no client entity '${id}'`);
    return found;
  }

  get<T>(id: string): T {
    if (!this.values.has(id)) throw new Error(`no entity '${id}'`);
    return this.values.get(id) as T;
  }

  async create(definitions: Document[]): Promise<void> {
    for (const definition of definitions) {
      const [kind, spec] = Object.entries(definition)[0] as [string, Document];
      switch (kind) {
        case 'client':
          await this.createClient(spec);
          break;
        case 'database': {
          const client = this.client(spec.client as string).client;
          this.values.set(spec.id as string, client.db(spec.databaseName as string, (spec.databaseOptions as Document | undefined) ?? {}));
          break;
        }
        case 'collection': {
          const db = this.get<Db>(spec.database as string);
          this.values.set(spec.id as string, db.collection(spec.collectionName as string, (spec.collectionOptions as Document | undefined) ?? {}));
          break;
        }
        case 'session': {
          const client = this.client(spec.client as string).client;
          this.values.set(spec.id as string, client.startSession((spec.sessionOptions as Document | undefined) ?? {}));
          break;
        }
        default:
          throw new Error(`the runner does not implement '${kind}' entities`);
      }
    }
  }

  private async createClient(spec: Document): Promise<void> {
    const options: MongoClientOptions = { monitorCommands: true, ...((spec.uriOptions as MongoClientOptions | undefined) ?? {}) };
    const client = new MongoClient(this.uri, options);
    const entity: ClientEntity = {
      client,
      observed: new Set((spec.observeEvents as string[] | undefined) ?? []),
      ignoredCommands: new Set([...RUNNER_COMMANDS, ...((spec.ignoreCommandMonitoringEvents as string[] | undefined) ?? [])]),
      events: [],
    };
    client.on('commandStarted', (event) => {
      if (entity.observed.has('commandStartedEvent') && !entity.ignoredCommands.has(event.commandName)) entity.events.push(event);
    });
    await client.connect();
    this.clients.set(spec.id as string, entity);
    this.values.set(spec.id as string, client);
  }

  async close(): Promise<void> {
    for (const value of this.values.values()) {
      if (value && typeof value === 'object' && 'endSession' in value) await (value as ClientSession).endSession().catch(() => undefined);
    }
    await Promise.all([...this.clients.values()].map((entity) => entity.client.close()));
  }
}

export type { Collection, Db };
