import type { QuestionnaireDraft as StoredDraft } from '../../offline/drafts';
import { emptyAnswers, type QuestionnaireAnswers } from './questionnaire-answers';
import { FIRST_STEP, resumeStep, type StepId } from './questionnaire-steps';

/** What the device keeps of an unfinished questionnaire (offline/drafts/questionnaire-draft-store.ts). */
export type QuestionnaireDraft = StoredDraft<StepId, QuestionnaireAnswers>;

/**
 * The questionnaire page's state as a pure reducer. Invariant on the Idempotency-Key: it names one
 * exact request body. It stays the same across retries of an unchanged questionnaire (so a retry
 * after a lost response is recognised by the server) and is replaced as soon as answers change
 * after an attempt (the server refuses a reused key with a different body).
 */
export interface QuestionnaireState extends QuestionnaireDraft {
  /** False until the saved draft (if any) has been read. */
  ready: boolean;
}

export type QuestionnaireAction =
  | { type: 'restored'; draft: QuestionnaireDraft | null }
  /** A draft found after the page started without one (the visitor has not answered yet). */
  | { type: 'resumed'; draft: QuestionnaireDraft }
  | { type: 'answered'; update: (answers: QuestionnaireAnswers) => QuestionnaireAnswers; newKey: string }
  | { type: 'moved'; step: StepId }
  | { type: 'attempted' };

export const initialQuestionnaireState = (idempotencyKey: string): QuestionnaireState => ({
  ready: false,
  step: FIRST_STEP,
  answers: emptyAnswers(),
  idempotencyKey,
  keyUsed: false,
});

const resumeFrom = (draft: QuestionnaireDraft): QuestionnaireState => ({ ...draft, ready: true, step: resumeStep(draft.step, draft.answers) });

export function questionnaireReducer(state: QuestionnaireState, action: QuestionnaireAction): QuestionnaireState {
  switch (action.type) {
    case 'restored':
      if (state.ready) return state;
      if (!action.draft) return { ...state, ready: true };
      return resumeFrom(action.draft);
    case 'resumed':
      return resumeFrom(action.draft);
    case 'answered': {
      const answers = action.update(state.answers);
      if (answers === state.answers) return state;
      return state.keyUsed ? { ...state, answers, idempotencyKey: action.newKey, keyUsed: false } : { ...state, answers };
    }
    case 'moved':
      return { ...state, step: action.step };
    case 'attempted':
      return state.keyUsed ? state : { ...state, keyUsed: true };
  }
}
