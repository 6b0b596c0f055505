import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { CURRENT_DRAFT_ID, db } from '../../offline/db';
import { emptyAnswers } from './questionnaire-answers';
import { deleteDraft, loadDraft, newIdempotencyKey, saveDraft, type QuestionnaireDraft } from './questionnaire-draft-store';

const draft = (overrides: Partial<QuestionnaireDraft> = {}): QuestionnaireDraft => ({
  step: 'annual-turnover',
  answers: { ...emptyAnswers(), needsType: 'business', primaryServices: ['VAT'], clientType: 'I want a new accountant', businessType: 'Limited' },
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

  it('makes keys the server accepts', () => {
    expect(newIdempotencyKey()).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });
});
