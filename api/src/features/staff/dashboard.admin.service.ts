import { DASHBOARD_LATEST_BOOKINGS, DASHBOARD_MONTHS, type Dashboard } from '@safari/shared/admin-dashboard';
import type { AuthUser } from '../../lib/auth';
import { assertSection } from '../../lib/staff-access';
import type { DashboardRepo } from './dashboard.admin.repo';

export interface DashboardService {
  get(actor: AuthUser | undefined): Promise<Dashboard>;
}

export function createDashboardService(repo: DashboardRepo): DashboardService {
  return {
    async get(actor) {
      // Money: admins only.
      assertSection(actor, 'overview');
      return repo.load({ months: DASHBOARD_MONTHS, latest: DASHBOARD_LATEST_BOOKINGS });
    },
  };
}
