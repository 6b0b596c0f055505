/**
 * An ordered multiset kept as a list of small sorted blocks (the "sorted containers" layout).
 *
 * Why not one sorted array: inserting into the middle of a 100,000-entry array moves ~50,000
 * pointers per insert, which made bulk loads quadratic. Blocks of at most MAX_BLOCK entries keep
 * inserts and deletes at O(log n + MAX_BLOCK) while iteration stays a cheap array walk.
 *
 * Invariants: every block is non-empty and sorted; the last item of block i is <= the first item
 * of block i+1 under `compare`. Items are expected to be distinct under `compare` (callers add a
 * tie-breaker), which is what makes `delete` exact.
 */

const MAX_BLOCK = 512;

export interface Position {
  block: number;
  offset: number;
}

export class SortedList<T> {
  private blocks: T[][] = [];
  private count = 0;

  constructor(private readonly compare: (a: T, b: T) => number) {}

  /** Replaces the contents with `items`, which must already be sorted under `compare` (one pass, no comparisons). */
  loadSorted(items: readonly T[]): void {
    this.blocks = [];
    for (let start = 0; start < items.length; start += MAX_BLOCK) this.blocks.push(items.slice(start, start + MAX_BLOCK));
    this.count = items.length;
  }

  get size(): number {
    return this.count;
  }

  insert(item: T): void {
    this.count += 1;
    if (this.blocks.length === 0) {
      this.blocks.push([item]);
      return;
    }
    const blockIndex = this.blockFor(item);
    const block = this.blocks[blockIndex] as T[];
    block.splice(lowerBoundIn(block, item, this.compare), 0, item);
    if (block.length > MAX_BLOCK * 2) {
      this.blocks.splice(blockIndex + 1, 0, block.splice(MAX_BLOCK));
    }
  }

  /** Removes the item equal (compare === 0) to `item`; returns whether one was found. */
  delete(item: T): boolean {
    if (this.blocks.length === 0) return false;
    const blockIndex = this.blockFor(item);
    const block = this.blocks[blockIndex] as T[];
    const offset = lowerBoundIn(block, item, this.compare);
    if (offset >= block.length || this.compare(block[offset] as T, item) !== 0) return false;
    block.splice(offset, 1);
    this.count -= 1;
    if (block.length === 0) this.blocks.splice(blockIndex, 1);
    return true;
  }

  /** Position of the first item >= probe (may be one past the end). */
  lowerBound(probe: T): Position {
    if (this.blocks.length === 0) return { block: 0, offset: 0 };
    const blockIndex = this.blockFor(probe);
    const block = this.blocks[blockIndex] as T[];
    const offset = lowerBoundIn(block, probe, this.compare);
    return offset < block.length ? { block: blockIndex, offset } : { block: blockIndex + 1, offset: 0 };
  }

  /** The item at a position (undefined one past the end). */
  at(position: Position): T | undefined {
    return this.blocks[position.block]?.[position.offset];
  }

  /** How many items lie from `from` (inclusive) to `to` (exclusive); 0 when `to` is not after `from`. */
  countBetween(from: Position, to: Position): number {
    if (to.block < from.block || (to.block === from.block && to.offset <= from.offset)) return 0;
    if (from.block === to.block) return to.offset - from.offset;
    let count = (this.blocks[from.block]?.length ?? 0) - from.offset;
    for (let block = from.block + 1; block < to.block; block += 1) count += this.blocks[block]?.length ?? 0;
    return count + to.offset;
  }

  /** Items from `from` (inclusive) forwards, or from just before `from` backwards. */
  *iterate(from: Position | 'start' | 'end', reverse: boolean): Generator<T> {
    let { block, offset } = this.resolve(from);
    if (!reverse) {
      for (; block < this.blocks.length; block += 1, offset = 0) {
        const items = this.blocks[block] as T[];
        for (; offset < items.length; offset += 1) yield items[offset] as T;
      }
      return;
    }
    // Step to the item just before the position, then walk backwards across blocks.
    if (offset === 0) {
      block -= 1;
      offset = this.blocks[block]?.length ?? 0;
    }
    offset -= 1;
    for (; block >= 0; block -= 1, offset = (this.blocks[block]?.length ?? 0) - 1) {
      const items = this.blocks[block] as T[];
      for (; offset >= 0; offset -= 1) yield items[offset] as T;
    }
  }

  /**
   * Items in [from, to) in order, or in reverse order, by position alone: no comparisons, so a
   * range scan costs an array walk. The list must not change while the walk is in progress.
   */
  *iterateBetween(from: Position, to: Position, reverse: boolean): Generator<T> {
    if (!reverse) {
      for (let block = from.block, offset = from.offset; block <= to.block && block < this.blocks.length; block += 1, offset = 0) {
        const items = this.blocks[block] as T[];
        const end = block === to.block ? to.offset : items.length;
        for (; offset < end; offset += 1) yield items[offset] as T;
      }
      return;
    }
    for (let block = Math.min(to.block, this.blocks.length - 1); block >= from.block; block -= 1) {
      const items = this.blocks[block] as T[];
      const start = block === from.block ? from.offset : 0;
      for (let offset = (block === to.block ? to.offset : items.length) - 1; offset >= start; offset -= 1) yield items[offset] as T;
    }
  }

  /** iterateBetween forwards, as a plain loop: for walks long enough that a generator step per item shows. */
  forEachBetween(from: Position, to: Position, visit: (item: T) => void): void {
    for (let block = from.block, offset = from.offset; block <= to.block && block < this.blocks.length; block += 1, offset = 0) {
      const items = this.blocks[block] as T[];
      const end = block === to.block ? to.offset : items.length;
      for (; offset < end; offset += 1) visit(items[offset] as T);
    }
  }

  private resolve(from: Position | 'start' | 'end'): Position {
    if (from === 'start') return { block: 0, offset: 0 };
    if (from === 'end') return { block: this.blocks.length, offset: 0 };
    return from;
  }

  /** Index of the block an item belongs in: the first block whose last item is >= item. */
  private blockFor(item: T): number {
    let low = 0;
    let high = this.blocks.length - 1;
    while (low < high) {
      const mid = (low + high) >>> 1;
      const block = this.blocks[mid] as T[];
      if (this.compare(block[block.length - 1] as T, item) < 0) low = mid + 1;
      else high = mid;
    }
    return low;
  }
}

function lowerBoundIn<T>(items: T[], probe: T, compare: (a: T, b: T) => number): number {
  let low = 0;
  let high = items.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (compare(items[mid] as T, probe) < 0) low = mid + 1;
    else high = mid;
  }
  return low;
}
