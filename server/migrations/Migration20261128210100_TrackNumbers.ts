import { Migration } from '@mikro-orm/migrations';

/** An order sent off may carry the parcel's track number and its carrier (CONTRACT §19). */
export class Migration20261128210100_TrackNumbers extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "checkout" add column "track_number" varchar(40) null, add column "carrier" varchar(20) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "checkout" drop column "track_number", drop column "carrier";`);
  }
}
