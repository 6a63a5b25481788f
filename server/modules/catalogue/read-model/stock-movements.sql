-- The history of every variant's stock (CONTRACT §16): a movement for each change, whatever wrote it,
-- written by the database in the transaction of the change. The writer names the reason, and the
-- order when there is one, for its transaction (`vitrina.stock_reason`, `vitrina.stock_order`: see
-- `nameStockReason` in stock.service.ts); staff work is theirs (`vitrina.actor`, migration Audit). A
-- change of stock in a transaction that named no reason is refused, so a new path that forgets to
-- name one fails at once instead of filling the history with a guess. Each movement keeps its
-- transaction (`tx`), so an order's movements, written before the order has its number, can be given
-- it in the same transaction. Statement triggers with transition tables, so an import of thousands of
-- variants writes its movements in one statement.

CREATE OR REPLACE FUNCTION record_stock_movements() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  named text := nullif(current_setting('vitrina.stock_reason', true), '');
  order_id int := nullif(current_setting('vitrina.stock_order', true), '')::int;
  actor int := nullif(current_setting('vitrina.actor', true), '')::int;
  unexplained record;
BEGIN
  IF named IS NULL THEN
    IF tg_op = 'INSERT' THEN
      SELECT n.id, n.sku INTO unexplained FROM new_rows n WHERE n.stock <> 0 LIMIT 1;
    ELSE
      SELECT n.id, n.sku INTO unexplained FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.stock <> o.stock LIMIT 1;
    END IF;
    IF FOUND THEN
      RAISE EXCEPTION 'stock of variant % (%) changed without a reason', unexplained.id, unexplained.sku
        USING HINT = 'Name the reason for the transaction before changing stock: StockService.because or nameStockReason (vitrina.stock_reason).';
    END IF;
    RETURN NULL;
  END IF;
  IF tg_op = 'INSERT' THEN
    INSERT INTO stock_movement (variant_id, product_id, delta, stock_after, reason, order_id, user_id)
    SELECT n.id, n.product_id, n.stock, n.stock, named::stock_reason, order_id, actor FROM new_rows n WHERE n.stock <> 0;
  ELSE
    INSERT INTO stock_movement (variant_id, product_id, delta, stock_after, reason, order_id, user_id)
    SELECT n.id, n.product_id, n.stock - o.stock, n.stock, named::stock_reason, order_id, actor
    FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.stock <> o.stock;
  END IF;
  RETURN NULL;
END $$;
DROP TRIGGER IF EXISTS product_variant_stock_after_insert ON product_variant;
CREATE TRIGGER product_variant_stock_after_insert AFTER INSERT ON product_variant REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_stock_movements();
DROP TRIGGER IF EXISTS product_variant_stock_after_update ON product_variant;
CREATE TRIGGER product_variant_stock_after_update AFTER UPDATE ON product_variant REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_stock_movements();
