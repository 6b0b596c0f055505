import { useLiveQuery } from 'dexie-react-hooks';
import { readDashboardView, type DashboardView } from './provider-dashboard';

/** A provider's cached dashboard, live: re-read whenever its leads, header or queued changes change (undefined while first read). */
export const useDashboardView = (providerId: string): DashboardView | undefined => useLiveQuery(() => readDashboardView(providerId), [providerId]);
