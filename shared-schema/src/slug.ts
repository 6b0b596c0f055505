import type { ProviderType } from './options';

// Letters that Unicode does not decompose into a base letter plus an accent.
const FOLDED: Record<string, string> = { ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss', ł: 'l', đ: 'd', þ: 'th', ı: 'i' };

/** Lowercase ASCII words joined by single dashes; accents are folded ("Zürich" -> "zurich"). */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[øæœßłđþı]/g, (letter) => FOLDED[letter] ?? letter)
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The profile address `{name}-{professional|firm}-{city}` (spec §2); the name is the business name if any. */
export function providerSlug(provider: {
  fullName: string;
  businessName?: string | undefined;
  providerType: ProviderType;
  city?: string | undefined;
  location?: string | undefined;
}): string {
  const name = slugify(provider.businessName?.trim() || provider.fullName) || 'provider';
  const city = slugify(provider.city ?? provider.location?.split(',')[0] ?? '');
  return [name, provider.providerType === 'firm' ? 'firm' : 'professional', city].filter(Boolean).join('-');
}

/** `base`, or `base-2`, `base-3`, ... : the first that is not taken. */
export function uniqueSlug(base: string, isTaken: (slug: string) => boolean): string {
  if (!isTaken(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!isTaken(candidate)) return candidate;
  }
}
