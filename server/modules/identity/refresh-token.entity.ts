import { Entity, Index, ManyToOne, Property, type Ref } from '@mikro-orm/core';
import { BaseEntity } from '../../core/base.entity.js';
import { User } from './user.entity.js';

/**
 * A refresh token handed to one device, stored only as a keyed hash. It is used once and then
 * replaced; the used row stays until it expires, so a second use is recognised as a leak.
 * Signing out deletes the rows.
 */
@Entity()
export class RefreshToken extends BaseEntity {
  @Index()
  @ManyToOne(() => User, { ref: true, deleteRule: 'cascade' })
  user!: Ref<User>;

  @Property({ length: 64, unique: true })
  tokenHash!: string;

  @Property({ type: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'timestamptz', nullable: true })
  usedAt?: Date | null;
}
