import type { ShopTime } from '../../core/shop-time.js';
import { AuditService } from './audit.service.js';
import { DashboardService } from './dashboard.service.js';
import { officeResolver } from './office.resolver.js';
import { officeRoutes } from './office.routes.js';

/** What the back office reads about the shop as a whole: the dashboard and the audit log. */
export function officeModule(time: ShopTime) {
  const dashboard = new DashboardService(time);
  const audit = new AuditService(time);
  return {
    services: { dashboard, audit },
    resolvers: [officeResolver(dashboard, audit)],
    routes: officeRoutes(dashboard, audit),
  };
}
