import { Migration } from '@mikro-orm/migrations';
import { auditRowFunction, unaudited } from './Migration20261125090000_Audit.js';
import { sumUpStatement } from '../modules/shop/payment/order-money.js';

/**
 * Order columns the audit log leaves out (CONTRACT §17): keys, ids an order also keeps by name, and
 * the copies of its contacts made for counting (migration OrderContactKeys).
 */
export const unauditedOrderColumns = ['access_token', 'basket_id', 'delivery_method_id', 'payment_method_id', 'address_id', 'email_key', 'phone_key', 'placed_ip'];
/** A subscriber's columns the audit log leaves out: the key of its unsubscribe link and its confirmation's (migration SubscriberOptIn). */
export const unauditedSubscriberColumns = ['mail_id', 'confirm_token_hash'];

/** A sum in the history's words: «1 990 ₽», «1 990,50 ₽». */
const rub = (column: string) => `replace(replace(to_char(${column}, 'FM999G999G990D00'), '.00', ''), ',', ' ') || ' ₽'`;

/**
 * The order's money told the same everywhere (CONTRACT §17): each order keeps what was paid,
 * refunded and returned; the money the shop took or gave back by itself (`shop_payment`); a refund
 * keeps when it ended; an order's history is a list of events. Orders placed before are summed up
 * and given the events their records tell. The audit log leaves out an order's keys and ids and every
 * record's `version` (migration RecordVersions), and records refunds and returns as changes of the order.
 */
export class Migration20261128110000_OrderMoney extends Migration {
  override async up(): Promise<void> {
    // Earlier migrations of the same run leave deferred trigger events, which would block ALTER TABLE.
    this.addSql(`set constraints all immediate;`);
    this.addSql(`alter table "checkout" add column "paid_amount" numeric(12,2) not null default 0, add column "refunded_amount" numeric(12,2) not null default 0, add column "returned_amount" numeric(12,2) not null default 0;`);
    this.addSql(`alter table "refund" add column "finished_at" timestamptz null;`);
    this.addSql(`update "refund" set "finished_at" = "updated_at" where "status" in ('succeeded', 'canceled');`);
    this.addSql(`create table "shop_payment" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(),
      "checkout_id" int not null references "checkout" ("id") on update cascade on delete cascade, "kind" varchar(10) not null check ("kind" in ('payment', 'refund')),
      "amount" numeric(12,2) not null check ("amount" > 0), "user_id" int null references "users" ("id") on update cascade on delete set null,
      "order_return_id" int null references "order_return" ("id") on update cascade on delete set null);`);
    this.addSql(`create index "shop_payment_checkout_id_index" on "shop_payment" ("checkout_id");`);
    this.addSql(`create index "shop_payment_created_at_index" on "shop_payment" ("created_at");`);
    this.addSql(`create index "refund_finished_at_index" on "refund" ("finished_at") where "status" = 'succeeded';`);
    this.addSql(`create index "payment_paid_at_index" on "payment" ("paid_at") where "status" = 'succeeded';`);
    this.addSql(`create table "order_event" ("id" bigserial primary key, "at" timestamptz not null default now(),
      "checkout_id" int not null references "checkout" ("id") on update cascade on delete cascade, "kind" varchar(20) not null,
      "user_id" int null references "users" ("id") on update cascade on delete set null, "by_label" varchar(400) not null, "text" text not null, "data" jsonb not null default '{}');`);
    this.addSql(`create index "order_event_checkout_index" on "order_event" ("checkout_id", "at", "id");`);

    // Orders paid by hand before: the status move to paid or delivered recorded the money.
    this.addSql(`insert into "shop_payment" ("created_at", "checkout_id", "kind", "amount", "user_id")
      select coalesce((select min(a.at) from audit_record a where a.entity = 'checkout' and a.entity_id = c.id and a.changes -> 'status' ->> 1 in ('paid', 'delivered')), c.updated_at),
        c.id, 'payment', c.total_amount, (select a.user_id from audit_record a where a.entity = 'checkout' and a.entity_id = c.id and a.changes -> 'status' ->> 1 in ('paid', 'delivered') order by a.at limit 1)
      from checkout c where c.status in ('paid', 'delivered') and c.total_amount > 0
        and not exists (select 1 from payment p where p.checkout_id = c.id and p.status = 'succeeded');`);
    this.addSql(`insert into "shop_payment" ("created_at", "checkout_id", "kind", "amount", "user_id", "order_return_id")
      select x.created_at, x.checkout_id, 'refund', x.amount, x.user_id, x.id from order_return x
      where x.refund_id is null and x.amount > 0 and exists (select 1 from shop_payment s where s.checkout_id = x.checkout_id and s.kind = 'payment');`);
    this.addSql(sumUpStatement('true'));

    const staff = (userColumn: string) => `(select case when trim(u.first_name || ' ' || u.last_name) = '' then u.email else trim(u.first_name || ' ' || u.last_name) || ' (' || u.email || ')' end from users u where u.id = ${userColumn})`;
    const statusName = (column: string) => `case ${column} when 'new' then 'Новый' when 'processing' then 'В обработке' when 'paid' then 'Оплачен' when 'shipped' then 'Отправлен' when 'delivered' then 'Доставлен' when 'cancelled' then 'Отменён' end`;
    this.addSql(`insert into "order_event" ("at", "checkout_id", "kind", "user_id", "by_label", "text")
      select c.created_at, c.id, 'placed', a.user_id, coalesce(${staff('a.user_id')}, 'Покупатель'), 'Заказ оформлен на ' || ${rub('c.total_amount')}
      from checkout c left join lateral (select user_id from audit_record where entity = 'checkout' and entity_id = c.id and action = 'create' limit 1) a on true;`);
    this.addSql(`insert into "order_event" ("at", "checkout_id", "kind", "user_id", "by_label", "text", "data")
      select a.at, a.entity_id, 'status', a.user_id, coalesce(${staff('a.user_id')}, a.user_email),
        'Статус: ' || ${statusName("a.changes -> 'status' ->> 0")} || ' → ' || ${statusName("a.changes -> 'status' ->> 1")},
        jsonb_build_object('from', a.changes -> 'status' ->> 0, 'to', a.changes -> 'status' ->> 1)
      from audit_record a where a.entity = 'checkout' and a.action <> 'create' and (a.changes -> 'status') is not null and exists (select 1 from checkout c where c.id = a.entity_id);`);
    this.addSql(`insert into "order_event" ("at", "checkout_id", "kind", "by_label", "text", "data")
      select coalesce(p.paid_at, p.updated_at), p.checkout_id, case when p.status = 'succeeded' then 'payment_succeeded' else 'payment_failed' end, 'ЮKassa',
        case when p.status = 'succeeded' then 'Оплата прошла: ' || ${rub('p.amount')} else 'Оплата не прошла: ' || coalesce(p.reason, 'без причины') end,
        jsonb_build_object('amount', p.amount::float8)
      from payment p where p.status in ('succeeded', 'canceled');`);
    this.addSql(`insert into "order_event" ("at", "checkout_id", "kind", "by_label", "text", "data")
      select r.created_at, r.checkout_id, 'refund_asked', 'Магазин', 'Запрошен возврат денег: ' || ${rub('r.amount')}, jsonb_build_object('amount', r.amount::float8) from refund r
      union all
      select r.finished_at, r.checkout_id, case when r.status = 'succeeded' then 'refund_succeeded' else 'refund_failed' end, 'ЮKassa',
        case when r.status = 'succeeded' then 'Деньги возвращены: ' || ${rub('r.amount')} else 'Возврат денег не прошёл: ' || coalesce(r.reason, 'без причины') end,
        jsonb_build_object('amount', r.amount::float8)
      from refund r where r.finished_at is not null;`);
    this.addSql(`insert into "order_event" ("at", "checkout_id", "kind", "user_id", "by_label", "text", "data")
      select x.created_at, x.checkout_id, 'return', x.user_id, coalesce(${staff('x.user_id')}, 'Магазин'),
        'Возврат товаров на ' || ${rub('x.amount')} || ': ' || (select string_agg(l.product_name || ' × ' || rl.quantity, ', ' order by rl.id)
          from order_return_line rl join checkout_line l on l.id = rl.checkout_line_id where rl.order_return_id = x.id)
          || case when x.restock then '; возвращены на склад' else '' end || '. Причина: ' || x.reason,
        jsonb_build_object('amount', x.amount::float8)
      from order_return x;`);

    this.addSql(`create or replace function audit_order_money() returns trigger language plpgsql as $$
    declare
      actor int := nullif(current_setting('vitrina.actor', true), '')::int;
      row jsonb := to_jsonb(new);
    begin
      if actor is null then return null; end if;
      insert into audit_record (user_id, user_email, action, entity, entity_id, changes)
      values (actor, coalesce((select email from users where id = actor), ''), tg_argv[0], 'checkout', new.checkout_id,
        case tg_argv[0] when 'refund' then jsonb_build_object('refund', jsonb_build_array(null, row -> 'amount'))
        else jsonb_build_object('return', jsonb_build_array(null, row -> 'amount'), 'return_reason', jsonb_build_array(null, row -> 'reason'), 'restock', jsonb_build_array(null, row -> 'restock')) end);
      return null;
    end $$;`);
    this.addSql(`create trigger refund_audit after insert on "refund" for each row execute function audit_order_money('refund');`);
    this.addSql(`create trigger order_return_audit after insert on "order_return" for each row execute function audit_order_money('return');`);
    // The order's own audit leaves out its keys and the ids it also keeps by name; a subscriber's, the key of its unsubscribe link.
    this.addSql(`drop trigger checkout_audit on "checkout";`);
    this.addSql(`create trigger checkout_audit after insert or update or delete on "checkout" for each row execute function audit_row('id', '${unauditedOrderColumns.join(',')}');`);
    this.addSql(`drop trigger subscriber_audit on "subscriber";`);
    this.addSql(`create trigger subscriber_audit after insert or update or delete on "subscriber" for each row execute function audit_row('id', '${unauditedSubscriberColumns.join(',')}');`);
    this.addSql(auditRowFunction([...unaudited, 'version']));
    // What older rows showed of an order's internals is taken out of them.
    this.addSql(`update audit_record set changes = changes - array[${unauditedOrderColumns.map((column) => `'${column}'`).join(', ')}] where entity = 'checkout';`);
    this.addSql(`update audit_record set changes = changes - array[${unauditedSubscriberColumns.map((column) => `'${column}'`).join(', ')}] where entity = 'subscriber';`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger refund_audit on "refund";`);
    this.addSql(`drop trigger order_return_audit on "order_return";`);
    this.addSql(`drop function audit_order_money();`);
    this.addSql(`drop table "order_event";`);
    this.addSql(`drop table "shop_payment";`);
    this.addSql(`alter table "refund" drop column "finished_at";`);
    this.addSql(`alter table "checkout" drop column "paid_amount", drop column "refunded_amount", drop column "returned_amount";`);
  }
}
