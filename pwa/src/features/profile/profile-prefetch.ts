import { startInitialFetch } from '../../ui/initial-fetch';
import { profileLookupPath, type ProfileKey } from '@ledgerlink/shared-schema';

/** Starts the profile read for the address the app opened on; useProviderProfile takes it. */
export const prefetchProfile = (key: ProfileKey) => startInitialFetch(profileLookupPath(key));
