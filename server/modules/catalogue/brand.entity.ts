import { Index, Entity, ManyToOne, Property, Unique, type Ref } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { Category } from './category.entity.js';
import { DictionaryEntity } from './dictionary.entity.js';

@ObjectType({ description: 'Бренд' })
@Entity()
// Search suggestions fall back to typos in the name.
@Index({ name: 'brand_name_trgm_index', expression: 'create index "brand_name_trgm_index" on "brand" using gin (lower("name") gin_trgm_ops)' })
@Unique({ properties: ['name'] })
export class Brand extends DictionaryEntity<'showOnMain'> {
  @Field(() => String, { nullable: true, description: 'Имя файла логотипа' })
  @Property({ length: 300, nullable: true })
  image?: string | null;

  @Field({ description: 'Показывать на главной странице' })
  @Property({ default: false })
  showOnMain: boolean = false;

  @Index()
  @ManyToOne(() => Category, { ref: true, nullable: true, deleteRule: 'restrict' })
  category?: Ref<Category> | null;
}
