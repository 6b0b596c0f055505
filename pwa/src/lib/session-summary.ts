/**
 * A one-shot summary handed from a form to its thank-you page through sessionStorage (spec §3,
 * session data). What is read back is parsed, so stale or tampered data never reaches the page; the
 * thank-you page reads it once and clears it, so a reload finds nothing and goes home.
 */
export interface SummaryParser<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

export interface SessionSummary<T> {
  save(summary: T): void;
  read(): T | null;
  clear(): void;
}

const sessionStore = (): Storage | undefined => {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined; // storage blocked (privacy settings)
  }
};

export function sessionSummary<T>(key: string, parser: SummaryParser<T>, storage: () => Storage | undefined = sessionStore): SessionSummary<T> {
  return {
    save(summary) {
      try {
        storage()?.setItem(key, JSON.stringify(summary));
      } catch {
        // Quota or blocked storage: the thank-you page then sends the visitor home, nothing breaks.
      }
    },
    read() {
      let text: string | null | undefined;
      try {
        text = storage()?.getItem(key);
      } catch {
        return null;
      }
      if (!text) return null;
      try {
        const parsed = parser.safeParse(JSON.parse(text));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
    clear() {
      try {
        storage()?.removeItem(key);
      } catch {
        // nothing stored then
      }
    },
  };
}
