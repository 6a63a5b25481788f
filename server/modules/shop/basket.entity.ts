import { Collection, Entity, Index, ManyToOne, OneToMany, OptionalProps, PrimaryKey, Property, Unique, type Ref } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { ProductVariant } from '../catalogue/product.entities.js';
import { User } from '../identity/user.entity.js';

/** A shopper's basket: anyone holding its UUID may use it; attached to a user once they sign in. */
@Entity()
export class Basket {
  [OptionalProps]?: 'id' | 'createdAt' | 'updatedAt' | 'lines' | 'promoCode';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Index()
  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: 'set null' })
  user?: Ref<User> | null;

  /** The promo code the shopper applied, as the promotion spells it (CONTRACT §15). */
  @Property({ length: 50, nullable: true })
  promoCode?: string | null;

  @OneToMany(() => BasketLine, (line) => line.basket)
  lines = new Collection<BasketLine>(this);

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Index()
  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

/** One line of a basket: a variant and how many. */
@Entity()
@Unique({ properties: ['basket', 'productVariant'] })
export class BasketLine {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ autoincrement: true })
  id!: number;

  @ManyToOne(() => Basket, { ref: true, deleteRule: 'cascade' })
  basket!: Ref<Basket>;

  @Index()
  @ManyToOne(() => ProductVariant, { ref: true, deleteRule: 'cascade' })
  productVariant!: Ref<ProductVariant>;

  @Property()
  quantity!: number;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
