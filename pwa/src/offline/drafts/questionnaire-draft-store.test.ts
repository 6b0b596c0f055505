import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { CURRENT_DRAFT_ID, db } from '../db';
import { questionnaireDraftStore, type QuestionnaireDraft } from './questionnaire-draft-store';

// The store is given its shapes by the questionnaire feature; these stand-ins keep the test inside offline/.
const STEPS = ['age', 'email', 'annual-turnover'] as const;
type Step = (typeof STEPS)[number];
const isStep = (value: string): value is Step => (STEPS as readonly string[]).includes(value);
const answersSchema = z.object({ needsType: z.enum(['personal', 'business', '']), primaryServices: z.array(z.string()) });
type Answers = z.infer<typeof answersSchema>;
const emptyAnswers = (): Answers => ({ needsType: '', primaryServices: [] });

const { loadDraft, saveDraft, deleteDraft } = questionnaireDraftStore({ isStep, answers: answersSchema });

const draft = (overrides: Partial<QuestionnaireDraft<Step, Answers>> = {}): QuestionnaireDraft<Step, Answers> => ({
  step: 'annual-turnover',
  answers: { needsType: 'business', primaryServices: ['VAT'] },
  idempotencyKey: newIdempotencyKey(),
  keyUsed: false,
  ...overrides,
});

describe('questionnaire draft store (IndexedDB)', () => {
  beforeEach(async () => {
    await db.questionnaireDrafts.clear();
  });

  it('has no draft on a fresh device', async () => {
    expect(await loadDraft()).toBeNull();
  });

  it('saves and loads the draft with its step, answers and key', async () => {
    const saved = draft();
    await saveDraft(saved);
    expect(await loadDraft()).toEqual(saved);
  });

  it('keeps exactly one draft per device', async () => {
    await saveDraft(draft({ step: 'age' }));
    await saveDraft(draft({ step: 'email' }));
    expect(await db.questionnaireDrafts.count()).toBe(1);
    expect((await loadDraft())?.step).toBe('email');
  });

  it('discards a draft whose answers do not parse', async () => {
    await db.questionnaireDrafts.put({ id: CURRENT_DRAFT_ID, step: 'age', answers: { needsType: 'aliens' }, idempotencyKey: 'key-00000001', updatedAt: 1 });
    expect(await loadDraft()).toBeNull();
    expect(await db.questionnaireDrafts.count()).toBe(0);
  });

  it('discards a draft with an unknown step or a malformed key', async () => {
    await db.questionnaireDrafts.put({ id: CURRENT_DRAFT_ID, step: 'payment', answers: emptyAnswers(), idempotencyKey: 'key-00000001', updatedAt: 1 });
    expect(await loadDraft()).toBeNull();
    await db.questionnaireDrafts.put({ id: CURRENT_DRAFT_ID, step: 'age', answers: emptyAnswers(), idempotencyKey: 'bad key!', updatedAt: 1 });
    expect(await loadDraft()).toBeNull();
  });

  it('deletes the draft', async () => {
    await saveDraft(draft());
    await deleteDraft();
    expect(await loadDraft()).toBeNull();
  });
});
