import { bookkeepersResponseSchema } from '@ledgerlink/shared-schema';
import { describe, expect, it, vi } from 'vitest';
import { provider } from '../../../test/factories';
import { bookkeepersAnswerSchema } from './bookkeepers-answer';

const page = (count: number) => ({
  bookkeepers: Array.from({ length: count }, (_, index) => provider(index + 1, { bio: `Bio ${index + 1}`, hourlyRate: 40 + index })),
  pagination: { page: 1, limit: 50, total: 120, totalPages: 3 },
});

describe("the marketplace page's answer", () => {
  it('parses in slices to exactly what the shared schema gives in one go', async () => {
    const answer = page(50);
    expect(await bookkeepersAnswerSchema.parseInSlices(structuredClone(answer))).toEqual(bookkeepersResponseSchema.parse(structuredClone(answer)));
  });

  it('lets other tasks run between slices of ten providers', async () => {
    const timeout = vi.spyOn(globalThis, 'setTimeout');
    try {
      await bookkeepersAnswerSchema.parseInSlices(page(50));
      expect(timeout).toHaveBeenCalledTimes(4);
    } finally {
      timeout.mockRestore();
    }
  });

  it('fails the whole answer when one provider does not parse, as the one-go parse does', async () => {
    const answer = page(25);
    (answer.bookkeepers[17] as { slug: unknown }).slug = 42;
    await expect(bookkeepersAnswerSchema.parseInSlices(answer)).rejects.toThrow();
    expect(() => bookkeepersAnswerSchema.parse(answer)).toThrow();
  });
});
