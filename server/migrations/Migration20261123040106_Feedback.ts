import { Migration } from '@mikro-orm/migrations';

/** Reviews, questions, their comments and reactions. */
export class Migration20261123040106_Feedback extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create type "reaction_type" as enum ('Like', 'Dislike');`);
    this.addSql(`create table "review" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "user_id" int not null, "text" text not null, "likes" int not null default 0, "dislikes" int not null default 0, "product_id" int not null, "comment_count" int not null default 0, "rating" smallint not null, "images" jsonb not null default '[]', "show_on_main" boolean not null default false, constraint review_rating_range check (rating between 1 and 5));`);
    this.addSql(`create index "review_user_id_index" on "review" ("user_id");`);
    this.addSql(`create index "review_product_id_index" on "review" ("product_id");`);
    this.addSql(`create index "review_show_on_main_created_at_index" on "review" ("show_on_main", "created_at");`);
    this.addSql(`create table "review_comment" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "user_id" int not null, "text" text not null, "likes" int not null default 0, "dislikes" int not null default 0, "review_id" int not null);`);
    this.addSql(`create index "review_comment_user_id_index" on "review_comment" ("user_id");`);
    this.addSql(`create index "review_comment_review_id_index" on "review_comment" ("review_id");`);
    this.addSql(`create table "question" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "user_id" int not null, "text" text not null, "likes" int not null default 0, "dislikes" int not null default 0, "product_id" int not null, "comment_count" int not null default 0);`);
    this.addSql(`create index "question_user_id_index" on "question" ("user_id");`);
    this.addSql(`create index "question_product_id_index" on "question" ("product_id");`);
    this.addSql(`create table "question_comment" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "user_id" int not null, "text" text not null, "likes" int not null default 0, "dislikes" int not null default 0, "question_id" int not null);`);
    this.addSql(`create index "question_comment_user_id_index" on "question_comment" ("user_id");`);
    this.addSql(`create index "question_comment_question_id_index" on "question_comment" ("question_id");`);
    this.addSql(`create table "reaction" ("id" serial primary key, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "user_id" int not null, "reaction" "reaction_type" not null, "review_id" int null, "review_comment_id" int null, "question_id" int null, "question_comment_id" int null, constraint reaction_one_target check (num_nonnulls(review_id, question_id) = 1 and (review_comment_id is null or review_id is not null) and (question_comment_id is null or question_id is not null)));`);
    this.addSql(`alter table "review" add constraint "review_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "review" add constraint "review_product_id_foreign" foreign key ("product_id") references "product" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "review_comment" add constraint "review_comment_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "review_comment" add constraint "review_comment_review_id_foreign" foreign key ("review_id") references "review" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "question" add constraint "question_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "question" add constraint "question_product_id_foreign" foreign key ("product_id") references "product" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "question_comment" add constraint "question_comment_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "question_comment" add constraint "question_comment_question_id_foreign" foreign key ("question_id") references "question" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "reaction" add constraint "reaction_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "reaction" add constraint "reaction_review_id_foreign" foreign key ("review_id") references "review" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "reaction" add constraint "reaction_review_comment_id_foreign" foreign key ("review_comment_id") references "review_comment" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "reaction" add constraint "reaction_question_id_foreign" foreign key ("question_id") references "question" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "reaction" add constraint "reaction_question_comment_id_foreign" foreign key ("question_comment_id") references "question_comment" ("id") on update cascade on delete cascade;`);
    // one reaction per user per target (a comment's reactions also name its review or question)
    this.addSql(`create unique index "reaction_user_review_unique" on "reaction" ("user_id", "review_id") where "review_id" is not null and "review_comment_id" is null;`);
    this.addSql(`create unique index "reaction_user_review_comment_unique" on "reaction" ("user_id", "review_comment_id") where "review_comment_id" is not null;`);
    this.addSql(`create unique index "reaction_user_question_unique" on "reaction" ("user_id", "question_id") where "question_id" is not null and "question_comment_id" is null;`);
    this.addSql(`create unique index "reaction_user_question_comment_unique" on "reaction" ("user_id", "question_comment_id") where "question_comment_id" is not null;`);
    this.addSql(`create index "reaction_review_id_index" on "reaction" ("review_id");`);
    this.addSql(`create index "reaction_review_comment_id_index" on "reaction" ("review_comment_id");`);
    this.addSql(`create index "reaction_question_id_index" on "reaction" ("question_id");`);
    this.addSql(`create index "reaction_question_comment_id_index" on "reaction" ("question_comment_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "reaction" cascade;`);
    this.addSql(`drop table if exists "question_comment" cascade;`);
    this.addSql(`drop table if exists "question" cascade;`);
    this.addSql(`drop table if exists "review_comment" cascade;`);
    this.addSql(`drop table if exists "review" cascade;`);
    this.addSql(`drop type "reaction_type";`);
  }
}
