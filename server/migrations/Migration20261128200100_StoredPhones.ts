import { Migration } from '@mikro-orm/migrations';

/** The phones people typed, in the tables that keep them. */
const phoneColumns: [table: string, column: string][] = [
  ['checkout', 'phone'],
  ['address', 'phone'],
  ['shop_message', 'phone'],
  ['consent', 'phone'],
];

/**
 * Phones kept one way (CONTRACT §19): `+7` and ten digits (`+79161234567`). The rule of `storedPhone` in core/contacts.ts
 * in SQL; a phone it cannot read (another country's, too few digits) stays as it was typed.
 */
export class Migration20261128200100_StoredPhones extends Migration {
  override async up(): Promise<void> {
    this.addSql(`set constraints all immediate;`);
    this.addSql(`create function pg_temp.stored_phone(typed text) returns text language sql immutable as $$
      select case
        when btrim(typed) !~ '^\\+?[0-9 ().-]+$' then null
        when btrim(typed) like '+%' then case when digits ~ '^7[0-9]{10}$' then '+' || digits end
        when digits ~ '^[78][0-9]{10}$' then '+7' || substr(digits, 2)
        when digits ~ '^[0-9]{10}$' then '+7' || digits
      end
      from (select regexp_replace(typed, '[^0-9]', '', 'g') as digits) d
    $$;`);
    for (const [table, column] of phoneColumns) {
      this.addSql(`update "${table}" set "${column}" = pg_temp.stored_phone("${column}") where pg_temp.stored_phone("${column}") is distinct from "${column}" and pg_temp.stored_phone("${column}") is not null;`);
    }
  }

  override async down(): Promise<void> {
    // Phones stay as they are kept: any form of them was accepted before.
  }
}
