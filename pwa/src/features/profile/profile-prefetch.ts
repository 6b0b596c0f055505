import { startInitialFetch } from '../../ui/initial-fetch';
import { profileUrl, type ProfileKey } from '@ledgerlink/shared-schema';

/** Starts the profile read for the address the app opened on; useProviderProfile takes it. */
export const prefetchProfile = (key: ProfileKey) => startInitialFetch(profileUrl(key));
