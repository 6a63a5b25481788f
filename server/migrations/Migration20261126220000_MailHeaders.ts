import { Migration } from '@mikro-orm/migrations';

/** A letter's own headers, such as a newsletter's `List-Unsubscribe` (CONTRACT §13). */
export class Migration20261126220000_MailHeaders extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "mail_message" add column "headers" jsonb null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "mail_message" drop column "headers";`);
  }
}
