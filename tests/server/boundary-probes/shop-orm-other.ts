import { wrap, type EntityManager } from '@mikro-orm/postgresql';
import { Product, ProductVariant } from '../../../server/modules/catalogue/product.entities.js';
import { Tag } from '../../../server/modules/catalogue/tag.entity.js';

/** Probe, read as server/modules/shop/…: the ORM's other ways to change a catalogue entity. */
export async function meddle(em: EntityManager, variantId: number, tag: Tag): Promise<void> {
  const variant = await em.findOneOrFail(ProductVariant, variantId, { populate: ['product'] });
  variant.stock++;
  em.assign(variant, { hidden: true });
  Object.assign(variant, { hidden: false });
  wrap(variant.product.$).assign({ name: 'Другое' });
  variant.product.$.tags.add(tag);
  em.persist(em.create(Tag, { name: 'Новое', url: 'novoe' }));
  await em.insert(Tag, { name: 'Ещё', url: 'eshche' });
  await em.upsert(Product, { id: 1, name: 'Товар' });
  await em.nativeDelete(ProductVariant, [variantId]);
  await em.flush();
}
