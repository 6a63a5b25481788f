import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import { audited as auditedFirst, unaudited } from '../../server/migrations/Migration20261125090000_Audit.js';
import { auditedSincePromotions } from '../../server/migrations/Migration20261127120000_Promotions.js';
import { auditedSinceReturnRequests } from '../../server/migrations/Migration20261128210000_ReturnRequests.js';
import { auditedSinceShopSettings } from '../../server/migrations/Migration20261128200000_ShopSettingsPickupPoints.js';
import { unauditedOrderColumns, unauditedSubscriberColumns } from '../../server/migrations/Migration20261128110000_OrderMoney.js';
import { startTestApp, type TestApp } from './test-app.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/** The back office's labels: client code, loaded through Vite like the storefront's route table (outside the server's types). */
const auditLabels = async () =>
  (await import(/* @vite-ignore */ path.resolve('client/src/admin/audit/audit-labels.ts'))) as { auditFieldLabels: Record<string, string>; entities: Record<string, unknown> };

const audited = [...auditedFirst, ...auditedSincePromotions, ...auditedSinceReturnRequests, ...auditedSinceShopSettings];
const camel = (column: string) => column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

describe('the audit log in the back office', () => {
  it('has a Russian label for every field the database records, of every audited table', async () => {
    const columns = await app.orm.em.fork().execute<{ column: string }[]>(
      `SELECT DISTINCT column_name AS column FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ANY(?::text[]) AND NOT column_name = ANY(?::text[]) ORDER BY 1`,
      [`{${audited.map(([table]) => table).join(',')}}`, `{${[...unaudited, ...unauditedOrderColumns, ...unauditedSubscriberColumns, 'version', 'password_hash'].join(',')}}`],
    );
    expect(columns.length).toBeGreaterThan(40);
    const { auditFieldLabels } = await auditLabels();
    const unlabelled = columns.map(({ column }) => camel(column)).filter((field) => !auditFieldLabels[field]);
    expect(unlabelled.join(' ')).toBe('');
  });

  it('names every audited table as a kind of record', async () => {
    const { entities } = await auditLabels();
    expect(audited.map(([table]) => table).filter((table) => !(table in entities))).toEqual([]);
  });
});
