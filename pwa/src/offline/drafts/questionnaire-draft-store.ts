import { idempotencyKeySchema } from '@ledgerlink/shared-schema';
import { z } from 'zod';
import { CURRENT_DRAFT_ID, db, type QuestionnaireDraftRow } from '../db';

/**
 * The one unfinished questionnaire of this device, in IndexedDB so it survives a reload or a
 * browser restart. What comes back is parsed: a draft written by an older app version, another
 * tab or by hand that does not fit today's shapes is deleted rather than crashing the page.
 *
 * The questionnaire feature owns the shapes (its steps and answers) and passes their parsers in,
 * so this persistence layer imports nothing from the features (ARCHITECTURE §1).
 */
export interface QuestionnaireDraft<Step extends string, Answers> {
  step: Step;
  answers: Answers;
  idempotencyKey: string;
  keyUsed: boolean;
}

export interface QuestionnaireDraftShape<Step extends string, Answers> {
  isStep: (value: string) => value is Step;
  answers: z.ZodType<Answers>;
}

export interface QuestionnaireDraftStore<Step extends string, Answers> {
  loadDraft(): Promise<QuestionnaireDraft<Step, Answers> | null>;
  saveDraft(draft: QuestionnaireDraft<Step, Answers>): Promise<void>;
  deleteDraft(): Promise<void>;
}

export function questionnaireDraftStore<Step extends string, Answers>(shape: QuestionnaireDraftShape<Step, Answers>): QuestionnaireDraftStore<Step, Answers> {
  const draftRowSchema = z.object({
    id: z.literal(CURRENT_DRAFT_ID),
    step: z.string().refine(shape.isStep),
    answers: shape.answers,
    idempotencyKey: idempotencyKeySchema,
    keyUsed: z.boolean().optional(),
    updatedAt: z.number(),
  });

  return {
    async loadDraft() {
      const row = await db.questionnaireDrafts.get(CURRENT_DRAFT_ID);
      if (!row) return null;
      const parsed = draftRowSchema.safeParse(row);
      if (!parsed.success) {
        await db.questionnaireDrafts.delete(CURRENT_DRAFT_ID);
        return null;
      }
      const { step, answers, idempotencyKey, keyUsed = false } = parsed.data;
      return { step: step as Step, answers, idempotencyKey, keyUsed };
    },
    async saveDraft(draft) {
      const row: QuestionnaireDraftRow = { id: CURRENT_DRAFT_ID, ...draft, updatedAt: Date.now() };
      await db.questionnaireDrafts.put(row);
    },
    async deleteDraft() {
      await db.questionnaireDrafts.delete(CURRENT_DRAFT_ID);
    },
  };
}
