/**
 * The questionnaire's draft on this device: the one entry for code outside this folder. The hint is
 * read synchronously; the store (Dexie) is its own chunk, loaded when there is a draft to read or
 * one to save, so a first visit renders the questionnaire without it.
 */
export { noteDraftHint, readDraftHint } from './questionnaire-draft-hint';
export type { QuestionnaireDraft, QuestionnaireDraftStore } from './questionnaire-draft-store';

export const loadQuestionnaireDraftStore = () => import('./questionnaire-draft-store');
