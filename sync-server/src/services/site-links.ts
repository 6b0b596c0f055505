import { profilePath, requestPagePath } from '@ledgerlink/shared-schema';
import type { ObjectId } from 'mongodb';

/** Absolute links to the site for mail and the start-up banner; `publicUrl` has no trailing slash. */

export const profileUrl = (publicUrl: string, username: string) => `${publicUrl}${profilePath(username)}`;

/** A provider's dashboard; with `key` it opens without the browser having seen the key before. */
export function dashboardUrl(publicUrl: string, providerId: ObjectId, key?: string): string {
  const url = `${publicUrl}/dashboard/${providerId.toHexString()}`;
  return key === undefined ? url : `${url}?key=${encodeURIComponent(key)}`;
}

/** A provider's dashboard with a one-time sign-in token ("Send me my dashboard link"); it travels like the link's key. */
export const dashboardSigninUrl = (publicUrl: string, providerId: ObjectId, token: string) => `${dashboardUrl(publicUrl, providerId)}?signin=${encodeURIComponent(token)}`;

/** A customer's private request page, opened by the key in the link. */
export const requestUrl = (publicUrl: string, requestId: ObjectId, key: string) => `${publicUrl}${requestPagePath(requestId.toHexString(), key)}`;
