import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ReferenceKind, type MikroORM } from '@mikro-orm/postgresql';
import ts from 'typescript';
import { importOffences, type Importer } from './boundary-imports.js';
import { ormWrites, type EntityClass } from './boundary-orm.js';
import { functionWrites, plainSql, sqlTexts, writesInSql, type SqlText } from './boundary-sql.js';

/**
 * CONTRACT §16 and the module map (STYLE.md): a table has one owning module, only that module
 * writes it, and a module imports only another module's public surface (boundary-imports.ts).
 *
 * Owners come from the ORM — each entity's table, and the join tables of its many-to-many
 * relations, belong to the module whose folder declares the entity class (`core` for server/core) —
 * and, for the tables only migrations create, from MIGRATION_TABLES. Every TypeScript file under
 * server/ is read with the type checker (tsconfig.server.json), and every .sql file of a module:
 * - SQL text (boundary-sql.ts): commands that write, in any case, however the text is put
 *   together, and calls of the database's functions that write (learned from the migrated
 *   database: what the migrations and the modules' .sql files define, to any depth of calls);
 * - writes through the ORM (boundary-orm.ts).
 * Who may write: a module its own tables, core core's; the seed, the wiring (app.ts, main.ts,
 * scripts, modules/index.ts) nothing — they go through the modules' services. Migrations own the
 * schema: they are not checked as writers, but the functions they define count. Nor is the restore
 * of a backup (WHOLE_DATABASE), which fills every table of an empty database at once.
 */

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SERVER = path.join(ROOT, 'server');
export const MODULES = path.join(SERVER, 'modules');

/** Files that write the database as a whole, not a table of a module: the restore of a backup (CONTRACT §22) fills every table of an empty database from a copy. */
const WHOLE_DATABASE = new Set(['server/core/restore.ts']);

/** Tables no entity maps, created by migrations: their owner, and who writes them. */
export const MIGRATION_TABLES: Record<string, string> = {
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

/**
 * Who a file is, from where it stands (relative to the project): a module, core, the seed, a
 * migration, or the wiring — `modules` (server/modules/index.ts, entities.ts: the modules' list),
 * `app.ts`, `main.ts`, `scripts`.
 */
export function importerOf(file: string): Importer {
  const [top, folder, name, ...rest] = file.split(/[\\/]/);
  if (top !== 'server') throw new Error(`${file} is not under server/`);
  if (folder === 'modules') return rest.length ? { kind: 'module', name } : { kind: 'wiring', name: 'modules' };
  if (folder === 'core') return { kind: 'core', name: 'core' };
  if (folder === 'seed') return { kind: 'seed', name: 'seed' };
  if (folder === 'migrations') return { kind: 'migration', name: 'migrations' };
  return { kind: 'wiring', name: folder };
}

/** A write found: where, by whom, the tables (empty when unknown), how. */
export interface Write {
  file: string;
  line: number;
  writer: string;
  tables: string[];
  via: string;
  unresolved?: string;
}

/** What the database and the ORM say about ownership. */
export interface Ownership {
  tables: string[];
  owners: Map<string, string>;
  entities: Map<string, EntityClass>;
  /** Database functions that write: name → tables. */
  functions: Map<string, string[]>;
}

const files = (dir: string, ext: string) =>
  (readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith(ext) && !f.endsWith('.d.ts')).map((f) => path.join(dir, f));

/** The tables, their owners, the entity classes and the writing functions of the migrated database. */
export async function learnOwnership(orm: MikroORM): Promise<Ownership> {
  const connection = orm.em.getConnection();
  const tables = (await connection.execute<{ name: string }[]>(`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`)).map((r) => r.name);
  const bodies = await connection.execute<{ name: string; body: string }[]>(
    `SELECT p.proname AS name, p.prosrc AS body FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace JOIN pg_language l ON l.oid = p.prolang
     WHERE n.nspname = 'public' AND l.lanname IN ('sql', 'plpgsql') AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')`,
  );
  // Which file declares each entity class: its module owns the entity's tables.
  const declaredIn = new Map<string, string>();
  for (const file of [...files(MODULES, '.ts'), ...files(path.join(SERVER, 'core'), '.ts')]) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2023, true);
    for (const statement of source.statements) {
      const entity = ts.isClassDeclaration(statement) && statement.name && ts.getDecorators(statement)?.some((d) => /^Entity\b/.test(d.expression.getText(source)));
      if (entity) declaredIn.set(statement.name!.text, file);
    }
  }
  const owners = new Map(Object.entries(MIGRATION_TABLES));
  const entities = new Map<string, EntityClass>();
  for (const meta of Object.values(orm.getMetadata().getAll())) {
    if (meta.pivotTable || meta.abstract || meta.embeddable || meta.virtual) continue;
    const file = declaredIn.get(meta.className);
    if (!file) throw new Error(`The entity ${meta.className} is declared in no file under server/modules or server/core`);
    const owner = importerOf(path.relative(ROOT, file)).name;
    entities.set(meta.className, { table: meta.tableName, file });
    owners.set(meta.tableName, owner);
    for (const prop of meta.relations) if (prop.kind === ReferenceKind.MANY_TO_MANY && prop.owner) owners.set(prop.pivotTable, owner);
  }
  return { tables, owners, entities, functions: functionWrites(bodies) };
}

/** A file the check reads as if it stood at `as` (relative to the project): the probes. */
export interface Stand {
  file: string;
  as: string;
}

/** What the check found in the files it read: writes, and imports that break the rule. */
export interface Findings {
  writes: Write[];
  imports: string[];
}

/** One program of server/ (tsconfig.server.json) and the probes, with the type checker. */
function boundaryProgram(extra: string[]): ts.Program {
  const config = ts.getParsedCommandLineOfConfigFile(path.join(ROOT, 'tsconfig.server.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => { throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n')); } })!;
  const options: ts.CompilerOptions = { ...config.options, noEmit: true, incremental: false, rootDir: undefined, tsBuildInfoFile: undefined };
  return ts.createProgram([...config.fileNames, ...extra], options);
}

/**
 * Reads every file under server/ (TypeScript and the modules' .sql) and each of `stands` as if it
 * stood where it says; answers the findings of server/ and, apart, of each stand by its `as`.
 */
export function analyse(ownership: Ownership, stands: Stand[] = []): { server: Findings; stands: Map<string, Findings> } {
  const program = boundaryProgram(stands.map((s) => s.file));
  const checker = program.getTypeChecker();
  const options = program.getCompilerOptions();
  const cache = ts.createModuleResolutionCache(ROOT, (name) => name, options);

  const read = (source: ts.SourceFile, as: string): Findings => {
    const importer = importerOf(as);
    const lineOf = (position: number) => source.getLineAndCharacterOfPosition(position).line + 1;
    const writes: Write[] = [];
    if (importer.kind !== 'migration' && !WHOLE_DATABASE.has(as.split(path.sep).join('/'))) {
      for (const sql of sqlTexts(source, checker)) {
        for (const w of writesInSql(sql, checker, ownership.functions)) writes.push({ file: as, line: lineOf(sql.sourceAt(w.offset)), writer: importer.name, tables: w.tables, via: w.via, unresolved: w.unresolved });
      }
      for (const w of ormWrites(source, checker, ownership.entities)) {
        writes.push({ file: as, line: lineOf(w.node.getStart(source)), writer: importer.name, tables: w.entities.map((e) => ownership.entities.get(e)!.table), via: w.via, unresolved: w.unresolved });
      }
    }
    const resolve = (specifier: string) => ts.resolveModuleName(specifier, source.fileName, options, ts.sys, cache).resolvedModule?.resolvedFileName;
    return { writes, imports: importOffences(source, as, importer, MODULES, (s) => resolve(s)) };
  };

  const server: Findings = { writes: [], imports: [] };
  for (const source of program.getSourceFiles()) {
    const file = path.resolve(source.fileName);
    if (!file.startsWith(SERVER + path.sep) || stands.some((s) => path.resolve(s.file) === file)) continue;
    const found = read(source, path.relative(ROOT, file));
    server.writes.push(...found.writes);
    server.imports.push(...found.imports);
  }
  for (const file of files(MODULES, '.sql')) {
    const as = path.relative(ROOT, file);
    const sql: SqlText = plainSql(readFileSync(file, 'utf8'));
    const lineOf = (offset: number) => sql.text.slice(0, offset).split('\n').length;
    for (const w of writesInSql(sql, null, ownership.functions)) server.writes.push({ file: as, line: lineOf(w.offset), writer: importerOf(as).name, tables: w.tables, via: w.via, unresolved: w.unresolved });
  }
  const byStand = new Map(stands.map((stand) => [stand.as, read(program.getSourceFile(stand.file)!, stand.as)]));
  return { server, stands: byStand };
}

/** The writes a file may not make, as the test reports them. */
export function offences(writes: Write[], owners: Map<string, string>): string[] {
  return writes.flatMap((write) => {
    const where = `${write.file}:${write.line}`;
    if (write.unresolved) return [`${where} (${write.writer}): ${write.via} of something the check cannot name (${write.unresolved}); name the table or entity so its type says which`];
    return write.tables.flatMap((table) => {
      const owner = owners.get(table);
      if (owner === undefined) return [`${where} (${write.writer}): ${write.via} writes table ${table}, which the database does not have`];
      return owner === write.writer ? [] : [`${where} (${write.writer}): ${write.via} writes ${table}, owned by ${owner}`];
    });
  });
}
