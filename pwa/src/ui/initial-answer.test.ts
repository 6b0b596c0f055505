import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialAnswer } from './initial-answer';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The page's answer scripts as the server writes them (sync-server's html-head.ts). */
const stubPage = (answers: Array<{ path: string; text: string }>) =>
  vi.stubGlobal('document', {
    querySelectorAll: () => answers.map(({ path, text }) => ({ getAttribute: (name: string) => (name === 'data-api-answer' ? path : null), textContent: text })),
  });

describe('initial answer', () => {
  it("gives the body the page's HTML holds for a path, and nothing for other paths", () => {
    stubPage([
      { path: '/api/marketplace/stats?location=Leeds', text: '{"total":3}' },
      { path: '/api/marketplace/stats', text: '{"total":9}' },
    ]);
    expect(initialAnswer('/api/marketplace/stats')).toEqual({ body: { total: 9 } });
    expect(initialAnswer('/api/marketplace/stats?location=Leeds')).toEqual({ body: { total: 3 } });
    expect(initialAnswer('/api/marketplace/stats?location=York')).toBeUndefined();
  });

  it('ignores an answer that is not JSON, so the read fetches instead', () => {
    stubPage([{ path: '/api/a', text: '{"total":' }]);
    expect(initialAnswer('/api/a')).toBeUndefined();
  });

  it('is not used once the opening page has been open a while', () => {
    stubPage([{ path: '/api/a', text: '{}' }]);
    vi.spyOn(performance, 'now').mockReturnValue(31_000);
    expect(initialAnswer('/api/a')).toBeUndefined();
  });
});
