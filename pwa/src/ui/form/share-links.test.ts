import { describe, expect, it } from 'vitest';
import { SHARE_POPUP_FEATURES, shareUrl } from './share-links';

describe('share links', () => {
  it('builds each network address with the page encoded', () => {
    expect(shareUrl('twitter', 'https://x.test/a b', 'Hi & bye')).toBe('https://twitter.com/intent/tweet?url=https%3A%2F%2Fx.test%2Fa%20b&text=Hi%20%26%20bye');
    expect(shareUrl('linkedin', 'https://x.test/', '')).toContain('linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fx.test%2F');
    expect(shareUrl('facebook', 'https://x.test/', '')).toContain('facebook.com/sharer/sharer.php?u=');
  });
  it('opens a 600 by 400 popup', () => {
    expect(SHARE_POPUP_FEATURES).toMatch(/^width=600,height=400/);
  });
});
