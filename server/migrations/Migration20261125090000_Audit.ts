import { Migration } from '@mikro-orm/migrations';

/** The tables whose rows staff change from the back office, with the column naming the record a row belongs to. */
export const audited: [table: string, idColumn: string][] = [
  ['category', 'id'],
  ['brand', 'id'],
  ['color', 'id'],
  ['size', 'id'],
  ['tag', 'id'],
  ['users', 'id'],
  ['product', 'id'],
  ['product_variant', 'id'],
  ['product_colors', 'product_id'],
  ['product_sizes', 'product_id'],
  ['product_tags', 'product_id'],
  ['image', 'id'],
  ['advertisement', 'id'],
  ['news_post', 'id'],
  ['slide', 'id'],
  ['subscriber', 'id'],
  ['checkout', 'id'],
  ['checkout_line', 'checkout_id'],
  ['address', 'id'],
  ['review', 'id'],
  ['review_comment', 'id'],
  ['question', 'id'],
  ['question_comment', 'id'],
  ['delivery_method', 'id'],
  ['payment_method', 'id'],
];

/** Columns the database keeps by itself, left out of the changes. */
export const unaudited = ['created_at', 'updated_at', 'search_vector', 'search_document', 'color_ids', 'size_ids', 'tag_ids', 'popularity', 'rating', 'review_count', 'comment_count', 'likes', 'dislikes'];

/**
 * The trigger function that records a row's change: the columns `ignored` are left out everywhere,
 * and a table's trigger may name more of its own as a second argument (`'col_a,col_b'`).
 */
export const auditRowFunction = (ignored: string[]) =>
  `create or replace function audit_row() returns trigger language plpgsql as $$
      declare
        actor int := nullif(current_setting('vitrina.actor', true), '')::int;
        named_action text := nullif(current_setting('vitrina.action', true), '');
        ignored text[] := array[${ignored.map((column) => `'${column}'`).join(', ')}] || string_to_array(coalesce(tg_argv[1], ''), ',');
        old_row jsonb := case when tg_op <> 'INSERT' then to_jsonb(old) - ignored end;
        new_row jsonb := case when tg_op <> 'DELETE' then to_jsonb(new) - ignored end;
        diff jsonb;
        action text;
      begin
        if actor is null then return null; end if;
        select jsonb_object_agg(key, jsonb_build_array(old_row -> key, new_row -> key)) into diff
        from (select jsonb_object_keys(coalesce(old_row, '{}') || coalesce(new_row, '{}')) as key) keys
        where (old_row -> key) is distinct from (new_row -> key) and (tg_op <> 'INSERT' or new_row -> key <> 'null'::jsonb);
        if diff is null and tg_op = 'UPDATE' then return null; end if;
        if (diff -> 'password_hash') is not null then diff := diff - 'password_hash' || '{"password": ["•••", "•••"]}'; end if;
        action := coalesce(named_action, case
          when tg_op = 'INSERT' then 'create'
          when tg_op = 'DELETE' then 'delete'
          when tg_table_name = 'checkout' and (diff -> 'status') is not null then 'status'
          when tg_table_name = 'users' and (diff -> 'role') is not null then 'role'
          else 'update' end);
        insert into audit_record (user_id, user_email, action, entity, entity_id, changes)
        values (actor, coalesce((select email from users where id = actor), ''), action, tg_table_name,
          (coalesce(new_row, old_row) ->> tg_argv[0])::int, coalesce(diff, '{}'));
        return null;
      end $$;`;

/**
 * The audit log (CONTRACT §10): who changed what, kept by the database itself so that every write
 * path — the services, a bulk statement, the spreadsheet import — is recorded in the transaction
 * that made the change, or not at all.
 *
 * The app marks a staff member's transactions with `set_config('vitrina.actor', id, true)` (and
 * `vitrina.action` for an import or a bulk action); rows written without that mark — a shopper's
 * order, a trigger's bookkeeping outside staff work — are not recorded. Columns the database keeps
 * by itself (timestamps, search documents, counters) are left out of the changes, and a password
 * hash is never copied.
 */
export class Migration20261125090000_Audit extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "audit_record" (
      "id" bigserial primary key,
      "at" timestamptz not null default now(),
      "user_id" int null,
      "user_email" varchar(254) not null default '',
      "action" varchar(20) not null,
      "entity" varchar(40) not null,
      "entity_id" int null,
      "changes" jsonb not null default '{}'
    );`);
    this.addSql(`create index "audit_record_at_index" on "audit_record" ("at" desc, "id" desc);`);
    this.addSql(`create index "audit_record_entity_index" on "audit_record" ("entity", "entity_id", "at" desc);`);
    this.addSql(`create index "audit_record_user_index" on "audit_record" ("user_id", "at" desc);`);

    this.addSql(auditRowFunction(unaudited));

    for (const [table, idColumn] of audited) {
      this.addSql(`create trigger ${table}_audit after insert or update or delete on "${table}" for each row execute function audit_row('${idColumn}');`);
    }
  }

  override async down(): Promise<void> {
    for (const [table] of audited) this.addSql(`drop trigger ${table}_audit on "${table}";`);
    this.addSql(`drop function audit_row();`);
    this.addSql(`drop table "audit_record";`);
  }
}
