import type { Db } from 'mongodb';
import { AccessKeyThrottle } from './access-key-throttle';

/** Failed dashboard-key checks per client address (access-key-throttle.ts): 20 in 15 minutes. */
export const DASHBOARD_KEY_FAILURE_LIMIT = 20;
export const DASHBOARD_KEY_LIMITED = 'Too many attempts with a dashboard link that is not valid; try again later';

export class DashboardKeyThrottle extends AccessKeyThrottle {
  constructor(db: Db, limit = DASHBOARD_KEY_FAILURE_LIMIT) {
    super(db, { keyPrefix: 'dashboard-key', limit, limitedMessage: DASHBOARD_KEY_LIMITED });
  }
}
