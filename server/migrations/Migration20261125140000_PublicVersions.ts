import { Migration } from '@mikro-orm/migrations';

/** What shoppers see, by kind: the tables whose writes change it. */
const kinds: Record<string, string[]> = {
  catalogue: ['product', 'product_variant', 'product_colors', 'product_sizes', 'product_tags', 'category', 'brand', 'size', 'color', 'tag'],
  content: ['news_post', 'slide', 'advertisement', 'delivery_method', 'payment_method'],
  // authors' names are shown beside their reviews and questions
  feedback: ['review', 'review_comment', 'question', 'question_comment', 'reaction', 'users'],
};
const catalogueBefore = ['product', 'product_variant', 'product_colors', 'product_sizes', 'product_tags', 'category', 'brand', 'size', 'color'];

/**
 * A version per kind of what anonymous shoppers see (issue 16), for the cache of public answers:
 * a sequence per kind, moved at commit by deferred constraint triggers on its tables (as the
 * catalogue's already was for the feed, which now also counts tags), and a notification on the
 * `vitrina_versions` channel naming the kind, so every instance on the database hears of a write
 * whoever made it — a service, the 1C import, a person at psql. PostgreSQL sends a transaction's
 * notifications at its commit, and one notification per kind however many rows it wrote.
 */
export class Migration20261125140000_PublicVersions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create sequence "content_version";`);
    this.addSql(`create sequence "feedback_version";`);
    this.addSql(`create function bump_public_version() returns trigger language plpgsql as $$
    begin
      perform nextval(TG_ARGV[0] || '_version');
      perform pg_notify('vitrina_versions', TG_ARGV[0]);
      return null;
    end $$;`);
    for (const table of catalogueBefore) this.addSql(`drop trigger ${table}_catalogue_version on "${table}";`);
    this.addSql(`drop function bump_catalogue_version();`);
    for (const [kind, tables] of Object.entries(kinds)) {
      for (const table of tables) {
        this.addSql(
          `create constraint trigger ${table}_public_version after insert or update or delete on "${table}" deferrable initially deferred for each row execute function bump_public_version('${kind}');`,
        );
      }
    }
  }

  override async down(): Promise<void> {
    for (const tables of Object.values(kinds)) for (const table of tables) this.addSql(`drop trigger ${table}_public_version on "${table}";`);
    this.addSql(`drop function bump_public_version();`);
    this.addSql(`drop sequence "content_version";`);
    this.addSql(`drop sequence "feedback_version";`);
    this.addSql(`create function bump_catalogue_version() returns trigger language plpgsql as $$
    begin
      perform nextval('catalogue_version');
      return null;
    end $$;`);
    for (const table of catalogueBefore) {
      this.addSql(`create constraint trigger ${table}_catalogue_version after insert or update or delete on "${table}" deferrable initially deferred for each row execute function bump_catalogue_version();`);
    }
  }
}
