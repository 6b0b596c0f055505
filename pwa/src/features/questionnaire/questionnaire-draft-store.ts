import { idempotencyKeySchema } from '@ledgerlink/shared-schema';
import { z } from 'zod';
import { CURRENT_DRAFT_ID, db, type QuestionnaireDraftRow } from '../../offline/db';
import { questionnaireAnswersSchema, type QuestionnaireAnswers } from './questionnaire-answers';
import { isStepId, type StepId } from './questionnaire-steps';

/**
 * The one unfinished questionnaire of this device, in IndexedDB so it survives a reload or a
 * browser restart. What comes back is parsed: a draft written by an older app version, another
 * tab or by hand that does not fit today's shapes is deleted rather than crashing the page.
 */
export interface QuestionnaireDraft {
  step: StepId;
  answers: QuestionnaireAnswers;
  idempotencyKey: string;
  keyUsed: boolean;
}

const draftRowSchema = z.object({
  id: z.literal(CURRENT_DRAFT_ID),
  step: z.string().refine(isStepId),
  answers: questionnaireAnswersSchema,
  idempotencyKey: idempotencyKeySchema,
  keyUsed: z.boolean().optional(),
  updatedAt: z.number(),
});

export async function loadDraft(): Promise<QuestionnaireDraft | null> {
  const row = await db.questionnaireDrafts.get(CURRENT_DRAFT_ID);
  if (!row) return null;
  const parsed = draftRowSchema.safeParse(row);
  if (!parsed.success) {
    await db.questionnaireDrafts.delete(CURRENT_DRAFT_ID);
    return null;
  }
  const { step, answers, idempotencyKey, keyUsed = false } = parsed.data;
  return { step: step as StepId, answers, idempotencyKey, keyUsed };
}

export async function saveDraft(draft: QuestionnaireDraft): Promise<void> {
  const row: QuestionnaireDraftRow = { id: CURRENT_DRAFT_ID, ...draft, updatedAt: Date.now() };
  await db.questionnaireDrafts.put(row);
}

export async function deleteDraft(): Promise<void> {
  await db.questionnaireDrafts.delete(CURRENT_DRAFT_ID);
}

/** A fresh Idempotency-Key. `crypto.randomUUID` exists only in secure contexts (not plain-http LAN). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
