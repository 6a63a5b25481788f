import type { EntityManager } from '@mikro-orm/postgresql';

/** Probe, read as server/modules/shop/…: entities named by strings, the class's name and the table's. */
export async function emptyStock(em: EntityManager, variantId: number): Promise<void> {
  await em.nativeUpdate('ProductVariant', { id: variantId }, { stock: 0 });
  await em.getRepository('Product').nativeDelete({ id: variantId });
  await em.createQueryBuilder('product_variant').delete().where({ id: variantId });
}
