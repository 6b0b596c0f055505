import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { onPageSettled } from '../../lib/page-settled';
import { loadQuestionnaireDraftStore, noteDraftHint, readDraftHint, type QuestionnaireDraftStore } from '../../offline/drafts';
import { questionnaireAnswersSchema, type QuestionnaireAnswers } from './questionnaire-answers';
import { initialQuestionnaireState, questionnaireReducer, type QuestionnaireDraft } from './questionnaire-state';
import { isStepId, type StepId } from './questionnaire-steps';

// The draft store (Dexie) is its own chunk, loaded when there is a draft to read or one to save:
// a first visit renders the questionnaire without it.
let store: Promise<QuestionnaireDraftStore<StepId, QuestionnaireAnswers>> | null = null;
const draftStore = () =>
  (store ??= loadQuestionnaireDraftStore().then(({ questionnaireDraftStore }) =>
    questionnaireDraftStore<StepId, QuestionnaireAnswers>({ isStep: isStepId, answers: questionnaireAnswersSchema }),
  )).catch((error: unknown) => {
    store = null; // a chunk that failed to load (offline first visit) is asked for again next time
    throw error;
  });

async function loadDraft(): Promise<QuestionnaireDraft | null> {
  const draft = await (await draftStore()).loadDraft();
  noteDraftHint(draft ? 'saved' : 'none');
  return draft;
}
async function saveDraft(draft: QuestionnaireDraft): Promise<void> {
  await (await draftStore()).saveDraft(draft);
  noteDraftHint('saved');
}
async function deleteDraft(): Promise<void> {
  await (await draftStore()).deleteDraft();
  noteDraftHint('none');
}

const SAVE_DEBOUNCE_MS = 250;

/**
 * The questionnaire's state, restored from and saved to the device's draft (IndexedDB): every
 * change is written within SAVE_DEBOUNCE_MS, and a pending write is flushed when the page goes
 * away. After `discardDraft` nothing is written again, so a submitted questionnaire never returns.
 * `editing` starts from a queued item instead (reopened from the outbox): the item is the copy on
 * the device then, so no draft is read or written.
 * Whether to wait for a draft comes from the draft hint: a device known to keep one waits for it;
 * any other renders at once, and where the hint is unknown (a draft from before the hint) the
 * draft is looked for once the page has settled and taken if the visitor has not started yet.
 */
export function useQuestionnaireState(editing?: QuestionnaireDraft) {
  const [hint] = useState(() => (editing ? 'none' : readDraftHint()));
  const [state, dispatch] = useReducer(questionnaireReducer, undefined, () => {
    if (editing) return questionnaireReducer(initialQuestionnaireState(editing.idempotencyKey), { type: 'restored', draft: editing });
    const fresh = initialQuestionnaireState(newIdempotencyKey());
    return hint === 'saved' ? fresh : questionnaireReducer(fresh, { type: 'restored', draft: null });
  });
  // Set by the visitor's first answer or move: until then there is nothing of theirs to save, and
  // a draft found late may still take the page over.
  const touched = useRef(false);
  const pending = useRef<QuestionnaireDraft | null>(null);
  const editMode = useRef(editing !== undefined);
  const discarded = useRef(editMode.current);
  // Set when the device refuses to keep the draft, so the page can say answers will not survive a reload.
  const [saveFailed, setSaveFailed] = useState(false);
  const onSaved = useRef((ok: boolean) => setSaveFailed(!ok));

  useEffect(() => {
    if (discarded.current || hint === 'none') return;
    let cancelled = false;
    // Storage unavailable (private mode, quota) or its code not loadable: start fresh, in memory only.
    const read = () => loadDraft().catch(() => null);
    if (hint === 'saved') {
      void read().then((draft) => {
        if (!cancelled) dispatch({ type: 'restored', draft });
      });
    } else {
      onPageSettled(
        () =>
          void read().then((draft) => {
            if (!cancelled && draft && !touched.current) dispatch({ type: 'resumed', draft });
          }),
      );
    }
    return () => {
      cancelled = true;
    };
  }, [hint]);

  const { ready, step, answers, idempotencyKey, keyUsed } = state;
  useEffect(() => {
    if (!ready || discarded.current || !touched.current) return;
    pending.current = { step, answers, idempotencyKey, keyUsed };
    // Once a submission was attempted its key must be on disk at once: a reload in the debounce gap
    // would otherwise resend edited answers under the old key and get a 422.
    const timer = setTimeout(() => flush(pending, discarded, onSaved.current), keyUsed ? 0 : SAVE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [ready, step, answers, idempotencyKey, keyUsed]);

  useEffect(() => {
    const onPageHide = () => flush(pending, discarded, onSaved.current);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      flush(pending, discarded, () => undefined);
    };
  }, []);

  const updateAnswers = useCallback((update: (answers: QuestionnaireAnswers) => QuestionnaireAnswers) => {
    touched.current = true;
    dispatch({ type: 'answered', update, newKey: newIdempotencyKey() });
  }, []);
  const goTo = useCallback((target: StepId) => {
    touched.current = true;
    dispatch({ type: 'moved', step: target });
  }, []);
  const markAttempted = useCallback(() => {
    touched.current = true; // the key now names a sent body: it must reach the disk
    dispatch({ type: 'attempted' });
  }, []);
  const discardDraft = useCallback(async () => {
    discarded.current = true;
    pending.current = null;
    // An edit never touched the device's draft (which may hold another questionnaire).
    if (!editMode.current) await deleteDraft();
  }, []);

  return { state, saveFailed, updateAnswers, goTo, markAttempted, discardDraft };
}

function flush(pending: { current: QuestionnaireDraft | null }, discarded: { current: boolean }, onResult: (ok: boolean) => void): void {
  const draft = pending.current;
  pending.current = null;
  if (!draft || discarded.current) return;
  // A failed write (quota, private mode) costs the resume-after-reload convenience; the page says so.
  saveDraft(draft).then(
    () => onResult(true),
    () => onResult(false),
  );
}
