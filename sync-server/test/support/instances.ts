import type { AppOptions } from '../../src/app';
import { startTestApi, type TestApi } from './api-server';

/**
 * `count` server instances on one database, as behind a load balancer: the first opens the database,
 * the others serve it with the same options. `close` stops them, the database's owner last.
 */
export async function startInstances(count: number, options: Partial<AppOptions> = {}): Promise<TestApi[] & { close(): Promise<void> }> {
  const first = await startTestApi(options);
  const instances = [first];
  try {
    for (let i = 1; i < count; i += 1) instances.push(await startTestApi({ ...options, db: first.db }));
  } catch (error) {
    for (const instance of instances.reverse()) await instance.close();
    throw error;
  }
  return Object.assign(instances, {
    async close() {
      for (const instance of [...instances].reverse()) await instance.close();
    },
  });
}
