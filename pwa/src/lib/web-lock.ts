/**
 * Runs `task` while holding the exclusive lock `name`, so catalogue syncs and outbox replays never
 * overlap: across tabs and the service worker through Web Locks (`navigator.locks`, one lock
 * manager per origin), else within this JavaScript realm only (browsers without Web Locks, and Node
 * in tests). Callers wait for the lock rather than skip: a replay asked for after a new item was
 * queued must still run once the current one ends.
 */
export const LOCK_NAMES = {
  catalogueSync: 'ledgerlink:catalogue-sync',
  outboxReplay: 'ledgerlink:outbox-replay',
} as const;

interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

function platformLocks(): LockManagerLike | undefined {
  const locks = (globalThis as { navigator?: { locks?: Partial<LockManagerLike> } }).navigator?.locks;
  return typeof locks?.request === 'function' ? (locks as LockManagerLike) : undefined;
}

const tails = new Map<string, Promise<unknown>>();

export function withExclusiveLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = platformLocks();
  if (locks) return locks.request(name, task);
  // In-process mutex: each caller runs after the previous one settled, whatever its outcome.
  const previous = tails.get(name) ?? Promise.resolve();
  const run = previous.then(task);
  const tail = run.then(
    () => undefined,
    () => undefined,
  );
  tails.set(name, tail);
  void tail.then(() => {
    if (tails.get(name) === tail) tails.delete(name);
  });
  return run;
}
