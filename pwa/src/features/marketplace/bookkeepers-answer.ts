import { bookkeepersResponseSchema, publicBookkeeperSchema, type BookkeepersResponse } from '@ledgerlink/shared-schema';
import { z } from 'zod';
import type { SlicedResponseSchema } from '../../ui/use-api-read';
import { nextTask } from '../../lib/next-task';

/** Providers parsed per task: ~1-3 ms of zod on a phone, so no slice is a long task. */
const PROVIDERS_PER_TASK = 10;

const envelopeSchema = bookkeepersResponseSchema.extend({ bookkeepers: z.array(z.unknown()) });

/**
 * The marketplace page's answer (`GET /api/bookkeepers`), parsed with the shared schemas a few
 * providers per task. In one go, the first visit's parse of 50 providers is one task of 20-35 ms
 * (most of it zod generating and compiling its parsers on first use), the longest of the page's
 * load: on a phone it blocks input for ~100 ms and is most of Lighthouse's TBT. Parsed here
 * without zod's generated parsers (`jitless`), in slices with a task boundary between them, the
 * same answer costs a few milliseconds per task. Any provider that does not parse fails the whole
 * answer, as a one-go parse would.
 */
export const bookkeepersAnswerSchema: SlicedResponseSchema<BookkeepersResponse> = {
  parse: (data) => bookkeepersResponseSchema.parse(data),
  async parseInSlices(data) {
    const { bookkeepers, pagination } = envelopeSchema.parse(data);
    const parsed: BookkeepersResponse['bookkeepers'] = [];
    for (let start = 0; start < bookkeepers.length; start += PROVIDERS_PER_TASK) {
      if (start > 0) await nextTask();
      for (const provider of bookkeepers.slice(start, start + PROVIDERS_PER_TASK)) parsed.push(publicBookkeeperSchema.parse(provider, { jitless: true }));
    }
    return { bookkeepers: parsed, pagination };
  },
};
