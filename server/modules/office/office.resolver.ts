import { Args, Ctx, Query, Resolver } from 'type-graphql';
import type { Context } from '../../core/context.js';
import { Allow } from '../../core/graphql.js';
import { argsTypeFrom } from '../../core/graphql-inputs.js';
import type { AuditService } from './audit.service.js';
import type { DashboardService } from './dashboard.service.js';
import { auditQuery, dashboardQuery } from './office.inputs.js';
import { AuditRecordListType, DashboardType } from './office.types.js';

const DashboardArgs = argsTypeFrom('DashboardArgs', dashboardQuery);
const AuditArgs = argsTypeFrom('AuditArgs', auditQuery);

export function officeResolver(dashboard: DashboardService, audit: AuditService) {
  @Resolver()
  class OfficeResolver {
    @Query(() => DashboardType, { description: 'Сводка за период: заказы и выручка по дням, лидеры, остатки, что ждёт (сотрудники)' })
    @Allow('dashboard.read')
    dashboard(@Args(() => DashboardArgs) args: object, @Ctx() ctx: Context) {
      return dashboard.read(ctx, args);
    }

    @Query(() => AuditRecordListType, { description: 'Журнал изменений сотрудников (Admin)' })
    @Allow('audit.list')
    auditLog(@Args(() => AuditArgs) args: object, @Ctx() ctx: Context) {
      return audit.list(ctx, args);
    }
  }
  return OfficeResolver;
}
