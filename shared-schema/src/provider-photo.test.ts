import { describe, expect, it } from 'vitest';
import { isSiteImagePath } from './fields';
import { cardImagePath, photoPath } from './provider-photo';

describe('cardImagePath', () => {
  const hash = '0123456789abcdef0123456789abcdef';

  it('maps an uploaded photo to its card square, a path the profile image rules accept', () => {
    expect(cardImagePath(photoPath(hash, 'full'))).toBe(`/uploads/photos/${hash}-card.webp`);
    expect(isSiteImagePath(photoPath(hash, 'full'))).toBe(true);
    expect(isSiteImagePath(photoPath(hash, 'card'))).toBe(true);
  });

  it('leaves generated logos, other images and no image as they are', () => {
    expect(cardImagePath('/avatars/AB-120.svg')).toBe('/avatars/AB-120.svg');
    expect(cardImagePath(`/uploads/photos/${hash}-card.webp`)).toBe(`/uploads/photos/${hash}-card.webp`);
    expect(cardImagePath('/uploads/logo.png')).toBe('/uploads/logo.png');
    expect(cardImagePath(undefined)).toBeUndefined();
  });
});
