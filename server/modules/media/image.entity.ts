import { Entity, Index, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../core/base.entity.js';
import { User } from '../identity/user.entity.js';

/** An uploaded picture: stored under DATA_DIR/images by its generated name, with WebP variants beside it. */
@ObjectType({ description: 'Загруженное изображение' })
@Entity()
export class Image extends BaseEntity {
  @Field({ description: 'Имя файла в магазине: /api/images/{filename}' })
  @Property({ length: 100, unique: true })
  filename!: string;

  @Field({ description: 'Имя файла у того, кто его загрузил' })
  @Property({ length: 300 })
  originalName!: string;

  @Field()
  @Property({ length: 50 })
  mimeType!: string;

  @Field(() => Int, { description: 'Размер, байт' })
  @Property()
  size!: number;

  @Field(() => Int)
  @Property()
  width!: number;

  @Field(() => Int)
  @Property()
  height!: number;

  @Index()
  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: 'set null' })
  uploadedBy?: Ref<User> | null;
}
