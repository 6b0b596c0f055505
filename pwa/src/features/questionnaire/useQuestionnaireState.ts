import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { questionnaireDraftStore } from '../../offline/questionnaire-draft-store';
import { questionnaireAnswersSchema, type QuestionnaireAnswers } from './questionnaire-answers';
import { initialQuestionnaireState, questionnaireReducer, type QuestionnaireDraft } from './questionnaire-state';
import { isStepId, type StepId } from './questionnaire-steps';

const { loadDraft, saveDraft, deleteDraft } = questionnaireDraftStore({ isStep: isStepId, answers: questionnaireAnswersSchema });

const SAVE_DEBOUNCE_MS = 250;

/**
 * The questionnaire's state, restored from and saved to the device's draft (IndexedDB): every
 * change is written within SAVE_DEBOUNCE_MS, and a pending write is flushed when the page goes
 * away. After `discardDraft` nothing is written again, so a submitted questionnaire never returns.
 * `editing` starts from a queued item instead (reopened from the outbox): the item is the copy on
 * the device then, so no draft is read or written.
 */
export function useQuestionnaireState(editing?: QuestionnaireDraft) {
  const [state, dispatch] = useReducer(questionnaireReducer, undefined, () =>
    editing ? questionnaireReducer(initialQuestionnaireState(editing.idempotencyKey), { type: 'restored', draft: editing }) : initialQuestionnaireState(newIdempotencyKey()),
  );
  const pending = useRef<QuestionnaireDraft | null>(null);
  const editMode = useRef(editing !== undefined);
  const discarded = useRef(editMode.current);
  // Set when the device refuses to keep the draft, so the page can say answers will not survive a reload.
  const [saveFailed, setSaveFailed] = useState(false);
  const onSaved = useRef((ok: boolean) => setSaveFailed(!ok));

  useEffect(() => {
    if (discarded.current) return;
    let cancelled = false;
    loadDraft()
      .catch(() => null) // storage unavailable (private mode, quota): start fresh, in memory only
      .then((draft) => {
        if (!cancelled) dispatch({ type: 'restored', draft });
      });
    return () => {
      cancelled = true;
    };
  }, []);

  const { ready, step, answers, idempotencyKey, keyUsed } = state;
  useEffect(() => {
    if (!ready || discarded.current) return;
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
    dispatch({ type: 'answered', update, newKey: newIdempotencyKey() });
  }, []);
  const goTo = useCallback((target: StepId) => dispatch({ type: 'moved', step: target }), []);
  const markAttempted = useCallback(() => dispatch({ type: 'attempted' }), []);
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
