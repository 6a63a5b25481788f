import { Migration } from '@mikro-orm/migrations';
import { normalEmail, normalPhone } from '../core/contacts.js';

const BATCH = 1000;

/**
 * One customer, one count (CONTRACT §18): each order keeps its buyer's email and phone written one
 * way, and the address it was placed from, so per-customer promotion limits and the limit on
 * unpaid orders count a person once however they typed their contacts. Orders placed before get
 * their keys from the same functions the shop uses.
 */
export class Migration20261128140000_OrderContactKeys extends Migration {
  override async up(): Promise<void> {
    await this.execute(`set constraints all immediate`);
    await this.execute(`alter table "checkout" add column "email_key" varchar(254) null, add column "phone_key" varchar(11) null, add column "placed_ip" varchar(45) null;`);
    for (let after = 0; ; ) {
      const rows = await this.execute(`select id, email, phone from checkout where id > ${after} order by id limit ${BATCH}`);
      if (!rows.length) break;
      const keys = rows.map((row) => ({ id: Number(row.id), email: normalEmail(String(row.email ?? '')), phone: normalPhone(String(row.phone ?? '')) }));
      await this.execute(
        `update checkout c set email_key = k.email, phone_key = k.phone from json_to_recordset('${JSON.stringify(keys).replace(/'/g, "''")}') as k(id int, email text, phone text) where c.id = k.id`,
      );
      after = keys[keys.length - 1].id;
    }
    // The orders waiting for payment, looked up at every online checkout.
    this.addSql(`create index "checkout_unpaid_index" on "checkout" ("email_key", "phone_key", "placed_ip") where "status" = 'new' and "payment_status" in ('pending', 'canceled');`);
    this.addSql(`create index "checkout_email_key_index" on "checkout" ("email_key");`);
    this.addSql(`create index "checkout_phone_key_index" on "checkout" ("phone_key");`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "checkout" drop column "email_key", drop column "phone_key", drop column "placed_ip";`);
  }
}
