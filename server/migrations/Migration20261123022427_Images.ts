import { Migration } from '@mikro-orm/migrations';

export class Migration20261123022427_Images extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "image" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "filename" varchar(100) not null, "original_name" varchar(300) not null, "mime_type" varchar(50) not null, "size" int not null, "width" int not null, "height" int not null, "uploaded_by_id" int null);`);
    this.addSql(`alter table "image" add constraint "image_filename_unique" unique ("filename");`);
    this.addSql(`create index "image_uploaded_by_id_index" on "image" ("uploaded_by_id");`);

    this.addSql(`alter table "image" add constraint "image_uploaded_by_id_foreign" foreign key ("uploaded_by_id") references "users" ("id") on update cascade on delete set null;`);

  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "image" cascade;`);

  }

}
