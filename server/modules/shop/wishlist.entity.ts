import { Collection, Entity, Index, ManyToOne, OneToMany, OptionalProps, PrimaryKey, Property, Unique, type Ref } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Product } from '../catalogue/product.entities.js';
import { User } from '../identity/user.entity.js';

/** Products a shopper put aside: anyone holding its UUID may use it; attached to a customer once they sign in. */
@Entity()
export class Wishlist {
  [OptionalProps]?: 'id' | 'createdAt' | 'updatedAt' | 'items';

  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Index()
  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: 'set null' })
  user?: Ref<User> | null;

  @OneToMany(() => WishlistItem, (item) => item.wishlist)
  items = new Collection<WishlistItem>(this);

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}

/** One product of a wishlist, in the order the shopper chose it. */
@Entity()
@Unique({ properties: ['wishlist', 'product'] })
export class WishlistItem {
  @PrimaryKey({ autoincrement: true })
  id!: number;

  @ManyToOne(() => Wishlist, { ref: true, deleteRule: 'cascade' })
  wishlist!: Ref<Wishlist>;

  @Index()
  @ManyToOne(() => Product, { ref: true, deleteRule: 'cascade' })
  product!: Ref<Product>;

  @Property()
  position!: number;
}
