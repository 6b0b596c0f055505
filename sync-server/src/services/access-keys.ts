import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The secrets in private links (a provider's dashboard, a customer's request page): 192 random
 * bits, base64url. Only a key's SHA-256 is stored, so a leaked database opens nothing, and 192
 * random bits need no slow hash. Comparison is in constant time.
 */
export const newAccessKey = () => randomBytes(24).toString('base64url');

export const hashAccessKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** Whether `givenHash` is `storedHash`; false when nothing is stored. */
export function accessKeyHashesMatch(storedHash: string | undefined, givenHash: string): boolean {
  if (!storedHash) return false;
  const expected = Buffer.from(storedHash, 'hex');
  const actual = Buffer.from(givenHash, 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
