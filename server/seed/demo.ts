import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { Brand } from '../modules/catalogue/brand.entity.js';
import { Category } from '../modules/catalogue/category.entity.js';
import { Color } from '../modules/catalogue/color.entity.js';
import { Size } from '../modules/catalogue/size.entity.js';
import { Tag } from '../modules/catalogue/tag.entity.js';
import { demoBrands, demoCategories, demoColors, demoSizes, demoTags } from './demo-data.js';

/** Fills an empty catalogue with realistic Russian dictionaries (SEED=demo); a catalogue with data is left alone. */
export async function seedDemo(em: EntityManager, log: Logger): Promise<void> {
  if ((await em.count(Category)) + (await em.count(Brand)) + (await em.count(Color)) > 0) return;
  await em.transactional(async (tx) => {
    const categoriesByUrl = new Map<string, Category>();
    for (const { children, ...root } of demoCategories) {
      const parent = tx.create(Category, { ...root, parent: null });
      categoriesByUrl.set(root.url, parent);
      for (const child of children) categoriesByUrl.set(child.url, tx.create(Category, { ...child, parameters: child.parameters ?? root.parameters, parent }));
    }
    for (const { category, ...brand } of demoBrands) tx.create(Brand, { ...brand, category: categoriesByUrl.get(category) ?? null });
    for (const color of demoColors) tx.create(Color, color);
    for (const size of demoSizes) tx.create(Size, size);
    for (const tag of demoTags) tx.create(Tag, tag);
  });
  log.info('демо-справочники созданы');
}
