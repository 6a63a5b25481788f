import { Index, Collection, Entity, ManyToOne, OneToMany, Property, type Ref } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { DictionaryEntity } from './dictionary.entity.js';

@ObjectType({ description: 'Категория каталога; может быть вложена в другую' })
@Entity()
// Search suggestions fall back to typos in the name.
@Index({ name: 'category_name_trgm_index', expression: 'create index "category_name_trgm_index" on "category" using gin (lower("name") gin_trgm_ops)' })
export class Category extends DictionaryEntity<'parameters' | 'children'> {
  @Field(() => String, { nullable: true, description: 'Описание' })
  @Property({ type: 'text', nullable: true })
  desc?: string | null;

  @Field(() => String, { nullable: true, description: 'Имя файла изображения' })
  @Property({ length: 300, nullable: true })
  image?: string | null;

  @Index()
  @ManyToOne(() => Category, { ref: true, nullable: true, deleteRule: 'restrict' })
  parent?: Ref<Category> | null;

  @OneToMany(() => Category, (c) => c.parent)
  children = new Collection<Category>(this);

  @Field(() => [String], { description: 'Параметры, которые заполняются у товаров категории (например «Материал»)' })
  @Property({ type: 'jsonb', default: '[]' })
  parameters: string[] = [];
}
