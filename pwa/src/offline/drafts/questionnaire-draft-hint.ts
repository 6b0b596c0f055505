/**
 * A synchronous hint, readable without Dexie, of whether this browser keeps a questionnaire draft:
 * 'saved' (the page waits for it, so a returning visitor resumes where they were), 'none' (the
 * page renders at once and loads the draft store only to save), or 'unknown' (never noted: a first
 * visit, or a draft kept by a version before the hint; the page renders at once and looks once the
 * page has settled). Only a hint: the draft store decides what is kept.
 */
const KEY = 'ledgerlink.questionnaireDraft';

export type DraftHint = 'saved' | 'none' | 'unknown';

export function readDraftHint(): DraftHint {
  try {
    const value = localStorage.getItem(KEY);
    return value === 'saved' || value === 'none' ? value : 'unknown';
  } catch {
    return 'unknown'; // storage blocked
  }
}

export function noteDraftHint(hint: 'saved' | 'none'): void {
  try {
    localStorage.setItem(KEY, hint);
  } catch {
    // storage blocked or full: the next visit looks for a draft once it has settled
  }
}
