import ts from 'typescript';

/**
 * SQL as the modules write it, for the boundary check (module-boundaries.ts): the text of every
 * string put together in a source file — a literal, a template, pieces joined with `+` or
 * `[…].join()`, a name whose type is one string literal written in — and the writes in it: the
 * commands that change a table, and the calls of database functions that do.
 */

/** A write found in SQL text: at `offset` of the text, the tables written, or why they are unknown. */
export interface SqlWrite {
  offset: number;
  tables: string[];
  /** How: `SQL` for a command, the function's name for a call of one that writes. */
  via: string;
  unresolved?: string;
}

/** SQL put together from a source: its text, an unresolved expression as \u0001n\u0001, and where each offset comes from. */
export interface SqlText {
  text: string;
  expressions: ts.Expression[];
  sourceAt(offset: number): number;
}

/** The SQL commands that change a table, the table's name (quoted, qualified or interpolated) after them. */
const WRITE = /\b(INSERT\s+INTO|DELETE\s+FROM|MERGE\s+INTO|TRUNCATE(?:\s+TABLE)?(?:\s+ONLY)?|UPDATE(?:\s+ONLY)?)\s+((?:"?[A-Za-z_]\w*"?\.)?(?:"?[A-Za-z_]\w*"?|"?\u0001\d+\u0001"?))/gi;
/**
 * A write's keyword ending the text: its table is added from somewhere the scanner cannot see. In
 * capitals, as the modules write SQL; in any case when a space follows (`'update ' + name`), for a
 * bare lower-case word is a name (`op('update')`, `action: 'update'`).
 */
const DANGLING = [
  /(?:^|[\s(;])(INSERT\s+INTO|DELETE\s+FROM|MERGE\s+INTO|TRUNCATE(?:\s+TABLE)?|UPDATE)\s*"?$/,
  /(?:^|[\s(;])(insert\s+into|delete\s+from|merge\s+into|truncate(?:\s+table)?|update)\s+"?$/i,
];
/** Words before UPDATE that make it no write of a table: FOR [NO KEY] UPDATE, ON CONFLICT … DO UPDATE, ON UPDATE CASCADE, triggers. */
const NOT_A_WRITE_AFTER = new Set(['for', 'key', 'do', 'on', 'before', 'after', 'or', 'of', 'instead']);
const notAWrite = (keyword: string, before: string) => /^update/i.test(keyword) && NOT_A_WRITE_AFTER.has(before.trimEnd().split(/\s+/).at(-1)?.toLowerCase() ?? '');

/** SQL comments (`-- …`, `/* … *\/`) blanked out, offsets kept: prose in a comment is no command. */
export const withoutComments = (sql: string) => sql.replace(/--[^\n]*|\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));

/** The string literal values an expression can have, from its type; null when its type is not a union of string literals. */
export function literalValues(checker: ts.TypeChecker, expression: ts.Expression): string[] | null {
  const type = checker.getTypeAtLocation(expression);
  const types = type.isUnion() ? type.types : [type];
  const values = types.map((t) => (t.isStringLiteral() ? t.value : null));
  return values.length && values.every((v): v is string => v !== null) ? values : null;
}

/**
 * Every write in `sql`: each command with its table (an interpolated name resolved to the string
 * literals its type allows), a write keyword ending the text, and each call of a database function
 * that writes (`functions`: name → the tables it writes).
 */
export function writesInSql(sql: SqlText, checker: ts.TypeChecker | null, functions: Map<string, string[]>): SqlWrite[] {
  const text = withoutComments(sql.text);
  const found: SqlWrite[] = [];
  for (const match of text.matchAll(WRITE)) {
    if (notAWrite(match[1], text.slice(0, match.index))) continue;
    const name = match[2].replace(/"/g, '').split('.').at(-1)!;
    const interpolated = /^\u0001(\d+)\u0001$/.exec(name);
    if (!interpolated) {
      found.push({ offset: match.index, tables: [name.toLowerCase()], via: 'SQL' });
      continue;
    }
    const expression = sql.expressions[Number(interpolated[1])];
    const values = checker && literalValues(checker, expression);
    const typed = checker ? checker.typeToString(checker.getTypeAtLocation(expression)) : 'unknown';
    found.push(values ? { offset: match.index, tables: values, via: 'SQL' } : { offset: match.index, tables: [], via: 'SQL', unresolved: `\${${expression.getText()}} is typed ${typed}` });
  }
  const dangling = DANGLING.map((pattern) => pattern.exec(text)).find(Boolean);
  if (dangling) {
    const at = dangling.index + dangling[0].indexOf(dangling[1]);
    if (!notAWrite(dangling[1], text.slice(0, at))) found.push({ offset: at, tables: [], via: 'SQL', unresolved: `the SQL ends with «${dangling[1]}»: its table is added from outside` });
  }
  const call = callsOf(functions);
  if (call) for (const match of text.matchAll(call)) found.push({ offset: match.index, tables: functions.get(match[1].toLowerCase())!, via: `${match[1].toLowerCase()}()` });
  return found;
}

const calls = new WeakMap<Map<string, string[]>, RegExp | null>();
/** A call of any of the functions (`fn(`, `PERFORM fn(`, `EXECUTE FUNCTION fn()`), one pattern per map. */
function callsOf(functions: Map<string, string[]>): RegExp | null {
  if (!calls.has(functions)) calls.set(functions, functions.size ? new RegExp(`\\b(${[...functions.keys()].join('|')})\\s*\\(`, 'gi') : null);
  return calls.get(functions)!;
}

type Part = { text: string; at: number; inlined?: boolean } | { expression: ts.Expression };

const unwrap = (node: ts.Expression): ts.Expression => (ts.isParenthesizedExpression(node) ? unwrap(node.expression) : node);
const isPlus = (node: ts.Node): node is ts.BinaryExpression => ts.isBinaryExpression(node) && (node.operatorToken.kind === ts.SyntaxKind.PlusToken || node.operatorToken.kind === ts.SyntaxKind.PlusEqualsToken);
const joinedArray = (node: ts.Node): node is ts.CallExpression =>
  ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'join' && ts.isArrayLiteralExpression(unwrap(node.expression.expression));

/** The pieces of a string expression: literal text where the source has it, expressions elsewhere. */
function parts(node: ts.Expression, source: ts.SourceFile, checker: ts.TypeChecker | null): Part[] {
  const inner = unwrap(node);
  if (ts.isStringLiteral(inner) || ts.isNoSubstitutionTemplateLiteral(inner)) return [{ text: inner.getText(source).slice(1, -1), at: inner.getStart(source) + 1 }];
  if (ts.isTemplateExpression(inner)) {
    const raw = (part: ts.TemplateLiteralLikeNode) => part.rawText ?? part.text;
    return [
      { text: raw(inner.head), at: inner.head.getStart(source) + 1 },
      ...inner.templateSpans.flatMap((span) => [...parts(span.expression, source, checker), { text: raw(span.literal), at: span.literal.getStart(source) + 1 }]),
    ];
  }
  if (isPlus(inner)) return [...parts(inner.left, source, checker), ...parts(inner.right, source, checker)];
  if (joinedArray(inner)) {
    const separator = inner.arguments[0];
    const between: Part[] = separator ? parts(separator, source, checker) : [{ text: ',', at: inner.getStart(source), inlined: true }];
    const elements = (unwrap((inner.expression as ts.PropertyAccessExpression).expression) as ts.ArrayLiteralExpression).elements;
    return elements.flatMap((element, i) => [...(i ? between : []), ...parts(element, source, checker)]);
  }
  const values = checker && !ts.isNumericLiteral(inner) ? literalValues(checker, inner) : null;
  if (values?.length === 1) return [{ text: values[0], at: inner.getStart(source), inlined: true }];
  return [{ expression: inner }];
}

/** The SQL text of a string expression; null when it has no literal text (`a + b` of numbers). */
function sqlText(node: ts.Expression, source: ts.SourceFile, checker: ts.TypeChecker | null): SqlText | null {
  const pieces = parts(node, source, checker);
  if (!pieces.some((p) => 'text' in p && !p.inlined)) return null;
  let text = '';
  const expressions: ts.Expression[] = [];
  const starts: { built: number; at: number; inlined?: boolean }[] = [];
  for (const piece of pieces) {
    if ('text' in piece) {
      starts.push({ built: text.length, at: piece.at, inlined: piece.inlined });
      text += piece.text;
    } else {
      starts.push({ built: text.length, at: piece.expression.getStart(source), inlined: true });
      text += `\u0001${expressions.push(piece.expression) - 1}\u0001`;
    }
  }
  const sourceAt = (offset: number) => {
    const start = starts.filter((s) => s.built <= offset).at(-1) ?? starts[0];
    return start.inlined ? start.at : start.at + (offset - start.built);
  };
  return { text, expressions, sourceAt };
}

/** Whether a node is a piece of a larger string expression (then the larger one is read instead). */
function insideString(node: ts.Node): boolean {
  let parent = node.parent;
  while (parent && ts.isParenthesizedExpression(parent)) parent = parent.parent;
  if (!parent) return false;
  if (isPlus(parent) || ts.isTemplateSpan(parent)) return true;
  if (!ts.isArrayLiteralExpression(parent)) return false;
  let up = parent.parent;
  while (up && ts.isParenthesizedExpression(up)) up = up.parent;
  return !!up && ts.isPropertyAccessExpression(up) && joinedArray(up.parent);
}

/** Every piece of SQL text a source file puts together, each read once, as its largest expression. */
export function sqlTexts(source: ts.SourceFile, checker: ts.TypeChecker | null): SqlText[] {
  const found: SqlText[] = [];
  const visit = (node: ts.Node) => {
    const stringy = ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node) || isPlus(node) || joinedArray(node);
    if (stringy && !ts.isImportDeclaration(node.parent) && !ts.isExportDeclaration(node.parent) && !ts.isLiteralTypeNode(node.parent) && !insideString(node)) {
      const sql = sqlText(isPlus(node) && node.operatorToken.kind === ts.SyntaxKind.PlusEqualsToken ? node.right : (node as ts.Expression), source, checker);
      if (sql) found.push(sql);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The text of a .sql file (or a function's body) as one piece. */
export const plainSql = (text: string): SqlText => ({ text, expressions: [], sourceAt: (offset) => offset });

/**
 * What each database function writes, given every function's body (`pg_proc.prosrc`): the tables
 * its own commands write, and those of the functions it calls, to any depth.
 */
export function functionWrites(bodies: { name: string; body: string }[]): Map<string, string[]> {
  const names = new Set(bodies.map((b) => b.name));
  const direct = new Map<string, Set<string>>();
  const calls = new Map<string, Set<string>>();
  for (const { name, body } of bodies) {
    const writes = writesInSql(plainSql(body), null, new Map());
    direct.set(name, new Set([...(direct.get(name) ?? []), ...writes.flatMap((w) => w.tables)]));
    const called = [...withoutComments(body).matchAll(/\b([a-z_]\w*)\s*\(/gi)].map((m) => m[1].toLowerCase()).filter((n) => names.has(n) && n !== name);
    calls.set(name, new Set([...(calls.get(name) ?? []), ...called]));
  }
  const all = (name: string, seen: Set<string>): string[] => {
    if (seen.has(name)) return [];
    seen.add(name);
    return [...(direct.get(name) ?? []), ...[...(calls.get(name) ?? [])].flatMap((callee) => all(callee, seen))];
  };
  const result = new Map<string, string[]>();
  for (const name of names) {
    const tables = [...new Set(all(name, new Set()))].sort();
    if (tables.length) result.set(name, tables);
  }
  return result;
}
