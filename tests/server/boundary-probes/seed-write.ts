import type { EntityManager } from '@mikro-orm/postgresql';
import { Brand } from '../../../server/modules/catalogue/brand.entity.js';

/** Probe, read as server/seed/…: the seed writing a module's table itself instead of through its service. */
export async function dropBrand(em: EntityManager, brandId: number): Promise<void> {
  await em.nativeDelete(Brand, { id: brandId });
}
