import { page } from '../../core/outputs.js';
import type { Route } from '../../core/rest.js';
import type { AuditService } from './audit.service.js';
import type { DashboardService } from './dashboard.service.js';
import { auditQuery, dashboardQuery } from './office.inputs.js';
import { auditRecordOutput, dashboardOutput } from './office.outputs.js';

/** The back office's own reads (CONTRACT §10): the dashboard and the audit log. */
export function officeRoutes(dashboard: DashboardService, audit: AuditService): Route[] {
  const tag = 'Back office';
  return [
    { method: 'get', path: '/dashboard', tag, operation: 'dashboard.read', summary: 'Сводка за период (from, to — дни по времени магазина)', query: dashboardQuery, response: dashboardOutput, handle: (ctx, req) => dashboard.read(ctx, req.query) },
    { method: 'get', path: '/audit', tag, operation: 'audit.list', summary: 'Журнал изменений: entity, entityId, userId, action, from, to, page, limit', query: auditQuery, response: page(auditRecordOutput), handle: (ctx, req) => audit.list(ctx, req.query) },
  ];
}
