import { Migration } from '@mikro-orm/migrations';

/** Why a variant's stock changed (CONTRACT §16), as the migration made them. */
const stockReasons = ['order', 'cancel', 'return', 'import', 'exchange', 'manual', 'reservation', 'release'];

/**
 * The history of every variant's stock (CONTRACT §16): a movement for each change, whatever wrote
 * it, written by the database in the transaction of the change. The stock service names the reason
 * and the order (`vitrina.stock_reason`, `vitrina.stock_order`, set for the transaction); staff work
 * is theirs (`vitrina.actor`, migration Audit) and a spreadsheet import names itself
 * (`vitrina.action` = import). Each movement keeps its transaction (`tx`), so an order's movements,
 * written before the order has its number, can be given it in the same transaction. Statement triggers with transition tables, so an import of thousands
 * of variants writes its movements in one statement.
 */
export class Migration20261127130000_StockMovements extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create type "stock_reason" as enum (${stockReasons.map((reason) => `'${reason}'`).join(', ')});`);
    this.addSql(`create table "stock_movement" (
      "id" bigserial primary key,
      "at" timestamptz not null default now(),
      "variant_id" int not null references "product_variant" ("id") on update cascade on delete cascade,
      "product_id" int not null,
      "delta" int not null,
      "stock_after" int not null,
      "reason" "stock_reason" not null,
      "order_id" int null references "checkout" ("id") on update cascade on delete set null,
      "user_id" int null references "users" ("id") on update cascade on delete set null,
      "tx" bigint not null default txid_current()
    );`);
    this.addSql(`create index "stock_movement_variant_index" on "stock_movement" ("variant_id", "at" desc, "id" desc);`);
    this.addSql(`create index "stock_movement_product_index" on "stock_movement" ("product_id", "at" desc, "id" desc);`);
    this.addSql(`create index "stock_movement_at_index" on "stock_movement" ("at" desc, "id" desc);`);
    this.addSql(`create index "stock_movement_order_index" on "stock_movement" ("order_id") where "order_id" is not null;`);
    // An order's stock is taken before the order is written (a refused order leaves no gap in the numbers), then its movements are given its number.
    this.addSql(`create index "stock_movement_unnumbered_index" on "stock_movement" ("tx") where "order_id" is null and "reason" in ('order', 'reservation');`);

    this.addSql(`create function record_stock_movements() returns trigger language plpgsql as $$
    declare
      named text := nullif(current_setting('vitrina.stock_reason', true), '');
      action text := nullif(current_setting('vitrina.action', true), '');
      reason stock_reason := coalesce(named, case when action = 'import' then 'import' else 'manual' end)::stock_reason;
      order_id int := nullif(current_setting('vitrina.stock_order', true), '')::int;
      actor int := nullif(current_setting('vitrina.actor', true), '')::int;
    begin
      if tg_op = 'INSERT' then
        insert into stock_movement (variant_id, product_id, delta, stock_after, reason, order_id, user_id)
        select n.id, n.product_id, n.stock, n.stock, reason, order_id, actor from new_rows n where n.stock <> 0;
      else
        insert into stock_movement (variant_id, product_id, delta, stock_after, reason, order_id, user_id)
        select n.id, n.product_id, n.stock - o.stock, n.stock, reason, order_id, actor
        from new_rows n join old_rows o on o.id = n.id where n.stock <> o.stock;
      end if;
      return null;
    end $$;`);
    this.addSql(`create trigger product_variant_stock_after_insert after insert on "product_variant" referencing new table as new_rows for each statement execute function record_stock_movements();`);
    this.addSql(`create trigger product_variant_stock_after_update after update on "product_variant" referencing old table as old_rows new table as new_rows for each statement execute function record_stock_movements();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger product_variant_stock_after_update on "product_variant";`);
    this.addSql(`drop trigger product_variant_stock_after_insert on "product_variant";`);
    this.addSql(`drop function record_stock_movements();`);
    this.addSql(`drop table "stock_movement";`);
    this.addSql(`drop type "stock_reason";`);
  }
}
