/** Probe for import-cycles.test.ts: the other half, loading the first lazily. */
export interface Letter {
  subject: string;
}

export const lineModule = () => import('./order-line.js');
