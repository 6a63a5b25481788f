import { expect } from 'vitest';
import { startFakeYooKassa, type FakeYooKassa } from '../fake-yookassa.js';
import { startTestApp, type TestApp } from './test-app.js';

export interface OnlineShop {
  app: TestApp;
  fake: FakeYooKassa;
  /** The demo shop's methods: online payment (offered here), payment on delivery, courier delivery. */
  methods: { online: number; onDelivery: number; courier: number };
  close(): Promise<void>;
}

/** A test shop paid through a fake ЮKassa that notifies it, with online payment offered to shoppers. */
export async function startOnlineShop(env: Record<string, string> = {}): Promise<OnlineShop> {
  const fake = await startFakeYooKassa();
  const app = await startTestApp({ ...fake.env(), ...env });
  fake.notifyUrl = `${app.base}/api/payments/yookassa`;
  const payments = (await app.rest('GET', '/payment-methods', { as: 'Admin' })).body.rows;
  const methods = {
    online: payments.find((m: { kind: string }) => m.kind === 'online').id,
    onDelivery: payments.find((m: { kind: string }) => m.kind === 'on_delivery').id,
    courier: (await app.rest('GET', '/delivery-methods')).body.rows.find((m: { name: string }) => m.name === 'Курьером').id,
  };
  expect((await app.rest('PUT', `/payment-methods/${methods.online}`, { body: { active: true }, as: 'Admin' })).status).toBe(200);
  return {
    app,
    fake,
    methods,
    close: async () => {
      await app.close();
      await fake.close();
    },
  };
}
