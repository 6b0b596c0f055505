/**
 * A small seeded PRNG (mulberry32) so demo and benchmark data are identical on every run.
 * Never use Math.random for seeded content.
 */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** One item, chosen with the given relative weights (same length as items). */
  weighted<T>(items: readonly T[], weights: readonly number[]): T {
    let total = 0;
    for (const weight of weights) total += weight;
    let roll = this.next() * total;
    for (let index = 0; index < items.length; index += 1) {
      roll -= weights[index] ?? 0;
      if (roll < 0) return items[index] as T;
    }
    return items[items.length - 1] as T;
  }

  /** `count` distinct items in a random order (all of them if count >= length). */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items];
    const result: T[] = [];
    while (result.length < count && copy.length > 0) {
      const index = Math.floor(this.next() * copy.length);
      result.push(copy.splice(index, 1)[0] as T);
    }
    return result;
  }

  /** `count` distinct items, drawn with relative weights. */
  weightedSample<T>(items: readonly T[], weights: readonly number[], count: number): T[] {
    const pool = items.map((item, index) => ({ item, weight: weights[index] ?? 1 }));
    const result: T[] = [];
    while (result.length < count && pool.length > 0) {
      const chosen = this.weighted(
        pool.map((_, index) => index),
        pool.map((entry) => entry.weight),
      );
      result.push((pool.splice(chosen, 1)[0] as { item: T }).item);
    }
    return result;
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Seeded timestamps count back from this fixed date, so runs are identical. */
export const SEED_BASE_DATE = new Date(Date.UTC(2026, 0, 1, 12, 0, 0));

/** A date `days` (fractional allowed) before the base date. */
export function daysBeforeBase(days: number): Date {
  return new Date(SEED_BASE_DATE.getTime() - Math.round(days * DAY_MS));
}

/** `days` after `date`, but never after the base date. */
export function daysAfter(date: Date, days: number): Date {
  return new Date(Math.min(date.getTime() + Math.round(days * DAY_MS), SEED_BASE_DATE.getTime()));
}
