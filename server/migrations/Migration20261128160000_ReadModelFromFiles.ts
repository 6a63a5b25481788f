import { Migration } from '@mikro-orm/migrations';
import { applyReadModel } from '../modules/catalogue/read-model/apply.js';

/**
 * The catalogue's read model from its files (server/modules/catalogue/read-model): the entries, the
 * facet counts and the stock history as those files define them. Against the migrations that made
 * them it changes two things: the price, old price and stock flag come from one function
 * (`product_offer`) that the product's own copies use too, and a change of stock without a named
 * reason is refused instead of recorded as `manual`.
 */
export class Migration20261128160000_ReadModelFromFiles extends Migration {
  override async up(): Promise<void> {
    await applyReadModel((sql) => this.addSql(sql));
  }

  /**
   * The functions the files added stay (the entries' function calls `product_offer`; earlier code
   * calls neither); the stock trigger guesses a missing reason again, as earlier code expects.
   */
  override async down(): Promise<void> {
    this.addSql(`create or replace function record_stock_movements() returns trigger language plpgsql as $$
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
  }
}
