import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MikroORM, ReferenceKind } from '@mikro-orm/postgresql';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ormConfig } from '../../server/core/database.js';
import { databaseSchema } from '../../server/database-schema.js';
import { freshDatabase } from './test-app.js';

/**
 * CONTRACT §16: a table has one owning module, and no module's SQL writes another module's tables.
 * Owners are learned from the ORM (each entity's table, and the join tables of its many-to-many
 * relations, belong to the module whose folder declares the entity class) and, for tables only
 * migrations create, from the list below. Writes are found in every string and template literal of
 * every file under server/modules/<module>/ (INSERT INTO, UPDATE, DELETE FROM, TRUNCATE, MERGE INTO),
 * a table name interpolated into one resolved from its TypeScript type (a union of string
 * literals), and in the EntityManager's writing calls given an entity class.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MODULES = path.join(ROOT, 'server/modules');
const CORE = path.join(ROOT, 'server/core');

/** Tables no entity maps, created by migrations: their owner, and who writes them. */
const MIGRATION_TABLES: Record<string, string> = {
  // The migrator's own record of what ran.
  mikro_orm_migrations: 'core',
  // Written by the database's trigger on product_variant and by StockService.numbered.
  stock_movement: 'catalogue',
  // Back-in-stock requests: marked due by the trigger on product_variant, sent by stock-alert.service.ts.
  stock_alert: 'catalogue',
  // The catalogue's read model: written only by the database's triggers (refresh_catalogue_entries).
  catalogue_entry: 'catalogue',
  // Its facet counts per category: written only by the triggers on catalogue_entry.
  catalogue_facet_count: 'catalogue',
  // Written by the audit triggers (core/audit-scope.ts names the actor and action).
  audit_record: 'core',
  // The 1C exchange's log (exchange-runs.ts).
  exchange_run: 'exchange',
  // The 1C exchange's marks of the returns it handed over (commerceml-returns.ts).
  exchanged_return: 'exchange',
  // An order's history (order-events.ts).
  order_event: 'shop',
};

interface Write {
  module: string;
  file: string;
  line: number;
  /** The tables written; empty when a name could not be resolved. */
  tables: string[];
  /** Why the table could not be known, when it could not. */
  unresolved?: string;
}

/** The module of a file: its folder under server/modules, `core` for server/core, '' for anything else. */
function moduleOf(file: string): string {
  const underModules = path.relative(MODULES, file);
  if (!underModules.startsWith('..') && underModules.includes(path.sep)) return underModules.split(path.sep)[0];
  return path.relative(CORE, file).startsWith('..') ? '' : 'core';
}

const tsFiles = (dir: string) =>
  (readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts')).map((f) => path.join(dir, f));

/** The SQL commands that change a table, the table's name (quoted, qualified or interpolated) after them. */
const WRITE = /\b(INSERT\s+INTO|DELETE\s+FROM|MERGE\s+INTO|TRUNCATE(?:\s+TABLE)?(?:\s+ONLY)?|UPDATE(?:\s+ONLY)?)\s+((?:"?[A-Za-z_]\w*"?\.)?(?:"?[A-Za-z_]\w*"?|"?\u0001\d+\u0001"?))/gi;
/** A write's keyword (in capitals, as the modules write SQL) ending a literal: its table would come from somewhere the scanner cannot see. */
const DANGLING = /(?:^|\s)(INSERT\s+INTO|DELETE\s+FROM|MERGE\s+INTO|TRUNCATE(?:\s+TABLE)?|UPDATE)\s*"?$/;
/** Words before UPDATE that make it no write of a table: FOR [NO KEY] UPDATE, ON CONFLICT … DO UPDATE, ON UPDATE CASCADE, triggers. */
const NOT_A_WRITE_AFTER = new Set(['for', 'key', 'do', 'on', 'before', 'after', 'or', 'of', 'instead']);
const notAWrite = (keyword: string, before: string) => /^update/i.test(keyword) && NOT_A_WRITE_AFTER.has(before.trimEnd().split(/\s+/).at(-1)?.toLowerCase() ?? '');
/** The EntityManager's calls that write the entity class given first. */
const ORM_WRITES = new Set(['create', 'insert', 'insertMany', 'nativeInsert', 'nativeUpdate', 'nativeDelete', 'upsert', 'upsertMany']);

/** The string literal values a table-name expression can have, from its type; null when its type is not a union of string literals. */
function literalValues(checker: ts.TypeChecker, expression: ts.Expression): string[] | null {
  const type = checker.getTypeAtLocation(expression);
  const types = type.isUnion() ? type.types : [type];
  const values = types.map((t) => (t.isStringLiteral() ? t.value : null));
  return values.every((v): v is string => v !== null) ? values : null;
}

/** The entity classes an expression can be (`Product`, `this.d.entity as never`), by name. */
function entityClasses(checker: ts.TypeChecker, expression: ts.Expression, entities: Map<string, string>): string[] {
  let inner = expression;
  while (ts.isAsExpression(inner) || ts.isParenthesizedExpression(inner) || ts.isNonNullExpression(inner) || ts.isTypeAssertionExpression(inner)) inner = inner.expression;
  if (ts.isIdentifier(inner) && entities.has(inner.text)) return [inner.text];
  const type = checker.getTypeAtLocation(inner);
  return (type.isUnion() ? type.types : [type]).map((t) => t.getSymbol()?.getName() ?? '').filter((name) => entities.has(name));
}

/**
 * Every write in one source file: SQL in its literals, with interpolated names resolved through the
 * checker, and the EntityManager's writing calls with an entity class (`entities`: class → table).
 */
function writesIn(sourceFile: ts.SourceFile, checker: ts.TypeChecker, entities: Map<string, string>): Write[] {
  const file = path.relative(ROOT, sourceFile.fileName);
  const module = moduleOf(sourceFile.fileName);
  const found: Write[] = [];
  const lineOf = (position: number) => sourceFile.getLineAndCharacterOfPosition(position).line + 1;

  /** Literal text with each interpolation as \u0001n\u0001, and where each piece starts in the source. */
  const scan = (pieces: { text: string; at: number }[], expressions: ts.Expression[]) => {
    let text = '';
    const starts: { built: number; at: number }[] = [];
    pieces.forEach((piece, i) => {
      starts.push({ built: text.length, at: piece.at });
      text += piece.text + (i < expressions.length ? `\u0001${i}\u0001` : '');
    });
    const sourceAt = (offset: number) => {
      const start = starts.filter((s) => s.built <= offset).at(-1)!;
      return start.at + (offset - start.built);
    };
    for (const match of text.matchAll(WRITE)) {
      if (notAWrite(match[1], text.slice(0, match.index))) continue;
      const line = lineOf(sourceAt(match.index));
      const name = match[2].replace(/"/g, '').split('.').at(-1)!;
      const interpolated = /^\u0001(\d+)\u0001$/.exec(name);
      if (!interpolated) {
        found.push({ module, file, line, tables: [name.toLowerCase()] });
        continue;
      }
      const expression = expressions[Number(interpolated[1])];
      const values = literalValues(checker, expression);
      if (values) found.push({ module, file, line, tables: values });
      else found.push({ module, file, line, tables: [], unresolved: `\${${expression.getText(sourceFile)}} is typed ${checker.typeToString(checker.getTypeAtLocation(expression))}` });
    }
    // A keyword ending the last piece: the table is concatenated on (one followed by an interpolation was handled above).
    const last = pieces.at(-1)!;
    const dangling = DANGLING.exec(last.text);
    const keywordAt = dangling ? dangling.index + dangling[0].indexOf(dangling[1]) : 0;
    if (dangling && !notAWrite(dangling[1], last.text.slice(0, keywordAt))) {
      found.push({ module, file, line: lineOf(last.at + keywordAt), tables: [], unresolved: `the literal ends with «${dangling[1]}»: its table is added from outside` });
    }
  };

  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      scan([{ text: node.getText(sourceFile).slice(1, -1), at: node.getStart(sourceFile) + 1 }], []);
    } else if (ts.isTemplateExpression(node)) {
      const raw = (part: ts.TemplateLiteralLikeNode) => part.rawText ?? part.text;
      scan(
        [{ text: raw(node.head), at: node.head.getStart(sourceFile) + 1 }, ...node.templateSpans.map((span) => ({ text: raw(span.literal), at: span.literal.getStart(sourceFile) + 1 }))],
        node.templateSpans.map((span) => span.expression),
      );
    } else if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && ORM_WRITES.has(node.expression.name.text) && node.arguments.length) {
      const classes = entityClasses(checker, node.arguments[0], entities);
      if (classes.length) found.push({ module, file, line: lineOf(node.getStart(sourceFile)), tables: classes.map((name) => entities.get(name)!) });
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

/** What a module may not do, as the test reports it. */
function offences(writes: Write[], owners: Map<string, string>): string[] {
  return writes.flatMap((write) => {
    const where = `${write.file}:${write.line}`;
    if (write.unresolved) return [`${where}: a table name the test cannot resolve (${write.unresolved}); write the name literally, or give it a type that is a union of string literals (e.g. a list of table names exported by the owning module)`];
    return write.tables.flatMap((table) => {
      const owner = owners.get(table);
      if (owner === undefined) return [`${where} writes table ${table}, which the database does not have`];
      return owner === write.module ? [] : [`${path.relative('server/modules', write.file)}:${write.line} writes table ${table} owned by ${owner}`];
    });
  });
}

/** A file of a module that breaks the rules in each way the test must see. */
const SYNTHETIC = {
  file: path.join(MODULES, 'feedback/boundary-synthetic.ts'),
  text: `
type Own = 'review' | 'question';
declare const em: { execute(sql: string): Promise<void>; nativeDelete(entity: unknown, where: unknown): Promise<number> };
declare const Product: unknown;
declare const own: Own;
declare const anyName: string;
export async function trespass(): Promise<void> {
  await em.execute('UPDATE product SET rating = 0 WHERE id = 1');
  await em.execute(\`UPDATE \${own} SET likes = 0\`);
  await em.execute(\`DELETE FROM "\${anyName}" WHERE id = 1\`);
  await em.execute('INSERT INTO ' + anyName);
  await em.execute('SELECT id FROM review FOR UPDATE');
  await em.nativeDelete(Product, 1);
}
`,
};

let orm: MikroORM;
let owners: Map<string, string>;
let tables: string[];
let writes: Write[];
let synthetic: Write[];

beforeAll(async () => {
  orm = await MikroORM.init(ormConfig(databaseSchema, await freshDatabase()));
  tables = (await orm.em.getConnection().execute<{ name: string }[]>(`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`)).map((r) => r.name);

  const moduleFiles = tsFiles(MODULES);
  // Which file declares each entity class: its module owns the entity's tables.
  const declaredIn = new Map<string, string>();
  for (const file of [...moduleFiles, ...tsFiles(CORE)]) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2023, true);
    for (const statement of source.statements) {
      const entity = ts.isClassDeclaration(statement) && statement.name && ts.getDecorators(statement)?.some((d) => /^Entity\b/.test(d.expression.getText(source)));
      if (entity) declaredIn.set(statement.name!.text, file);
    }
  }
  owners = new Map(Object.entries(MIGRATION_TABLES));
  const entityTables = new Map<string, string>();
  for (const meta of Object.values(orm.getMetadata().getAll())) {
    if (meta.pivotTable || meta.abstract || meta.embeddable || meta.virtual) continue;
    const file = declaredIn.get(meta.className);
    if (!file) throw new Error(`The entity ${meta.className} is declared in no file under server/modules or server/core`);
    const owner = moduleOf(file);
    entityTables.set(meta.className, meta.tableName);
    owners.set(meta.tableName, owner);
    for (const prop of meta.relations) if (prop.kind === ReferenceKind.MANY_TO_MANY && prop.owner) owners.set(prop.pivotTable, owner);
  }

  // One program for the types of interpolated names (module files only: fast, yet types cross modules).
  const options: ts.CompilerOptions = { noResolve: true, lib: ['lib.es2023.d.ts'], types: [], target: ts.ScriptTarget.ES2023, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, experimentalDecorators: true, strict: true, noEmit: true };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (name) => (path.resolve(name) === SYNTHETIC.file ? SYNTHETIC.text : readFile(name));
  host.getSourceFile = (name, version, ...rest) =>
    path.resolve(name) === SYNTHETIC.file ? ts.createSourceFile(name, SYNTHETIC.text, version, true) : getSourceFile(name, version, ...rest);
  host.fileExists = ((exists) => (name: string) => path.resolve(name) === SYNTHETIC.file || exists(name))(host.fileExists.bind(host));
  const program = ts.createProgram([...moduleFiles, SYNTHETIC.file], options, host);
  const checker = program.getTypeChecker();
  const classes = new Map([...entityTables]);
  writes = moduleFiles.flatMap((file) => writesIn(program.getSourceFile(file)!, checker, classes));
  synthetic = writesIn(program.getSourceFiles().find((f) => path.resolve(f.fileName) === SYNTHETIC.file)!, checker, classes);
}, 120_000);

afterAll(async () => {
  await orm?.close(true);
});

describe('Module boundaries (CONTRACT §16: one writer per table)', () => {
  it('gives every table of the migrated database an owning module, and owns no table the database lacks', () => {
    expect(tables.filter((table) => !owners.has(table)), 'tables without an owner: add the entity to a module, or the table to MIGRATION_TABLES').toEqual([]);
    expect([...owners.keys()].filter((table) => !tables.includes(table)), 'owned tables the database does not have').toEqual([]);
  });

  it('finds no module whose SQL or EntityManager calls write a table another module owns, nor a table name it cannot resolve', () => {
    expect(offences(writes, owners)).toEqual([]);
  });

  it('sees the writes it guards: the modules\' own writes, interpolated names resolved', () => {
    const seen = (module: string, table: string) => writes.some((w) => w.module === module && w.tables.includes(table));
    expect(seen('catalogue', 'product_variant')).toBe(true);
    expect(seen('catalogue', 'product')).toBe(true);
    expect(seen('catalogue', 'product_sizes')).toBe(true);
    expect(seen('catalogue', 'stock_movement')).toBe(true);
    expect(seen('shop', 'checkout')).toBe(true);
    expect(seen('exchange', 'exchange_run')).toBe(true);
    // `UPDATE ${table} …` over 'payment' | 'refund', `UPDATE ${table(target)} …` over the feedback tables, `INSERT INTO "${table}"` over the dictionaries
    expect(seen('shop', 'refund')).toBe(true);
    expect(seen('feedback', 'review_comment')).toBe(true);
    expect(seen('catalogue', 'color')).toBe(true);
    // em.create(User, …)
    expect(seen('identity', 'users')).toBe(true);
    expect(writes.length).toBeGreaterThan(50);
  });

  it('flags a foreign write, an unresolvable or dangling table name and a foreign ORM write in a module file, and no FOR UPDATE', () => {
    expect(offences(synthetic, owners)).toEqual([
      'feedback/boundary-synthetic.ts:8 writes table product owned by catalogue',
      expect.stringMatching(/^server\/modules\/feedback\/boundary-synthetic\.ts:10: a table name the test cannot resolve \(\$\{anyName\} is typed string\); write the name literally/),
      expect.stringMatching(/^server\/modules\/feedback\/boundary-synthetic\.ts:11: a table name the test cannot resolve \(the literal ends with «INSERT INTO»/),
      'feedback/boundary-synthetic.ts:13 writes table product owned by catalogue',
    ]);
    expect(synthetic.find((w) => w.line === 9)?.tables).toEqual(['review', 'question']);
    expect(synthetic.some((w) => w.line === 12)).toBe(false);
  });
});
