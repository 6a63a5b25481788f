import path from 'node:path';
import ts from 'typescript';

/**
 * Writes through MikroORM, for the boundary check (module-boundaries.ts), found with TypeScript's
 * type checker: a property of an entity changed (`v.stock -= 1`, `++`, `delete`, `Object.assign`,
 * `wrap(v).assign`, a collection's `add`/`remove`/`set`), the EntityManager's and a repository's
 * writing calls, and a query builder's update, insert, delete or truncate. The entity comes from an
 * argument's type (a class, an instance, `Loaded<…>`, a reference, an array of them, a type
 * parameter's constraint) or from a string naming a class or a table.
 */

/** An entity class: its table and the file declaring it. */
export interface EntityClass {
  table: string;
  file: string;
}

/** A write found: the entity classes written (empty when unknown) and how. */
export interface OrmWrite {
  node: ts.Node;
  entities: string[];
  via: string;
  unresolved?: string;
}

const MIKRO_ORM = '/node_modules/@mikro-orm/';
/** The EntityManager's calls that write the entity given first (a class, a name, an instance or instances). */
const EM_WRITES = new Set(['create', 'insert', 'insertMany', 'nativeInsert', 'nativeUpdate', 'nativeDelete', 'upsert', 'upsertMany', 'persist', 'persistAndFlush', 'remove', 'removeAndFlush', 'assign']);
/** A repository's calls that write its entity. */
const REPOSITORY_WRITES = new Set(['create', 'insert', 'insertMany', 'nativeUpdate', 'nativeDelete', 'upsert', 'upsertMany', 'assign', 'persist', 'remove']);
/** A query builder's calls that make it a write. */
const QUERY_BUILDER_WRITES = new Set(['update', 'insert', 'delete', 'truncate']);
/** A collection's calls that write its owner's join table. */
const COLLECTION_WRITES = new Set(['add', 'remove', 'set', 'removeAll', 'hydrate']);
/** Types (and aliases) that hold an entity: their first type argument is looked into. */
const HOLDERS = new Set(['Array', 'ReadonlyArray', 'Set', 'ReadonlySet', 'Iterable', 'Promise', 'Reference', 'Collection', 'Loaded', 'Ref', 'EntityRef', 'EntityClass', 'EntityName', 'Constructor']);

const unwrap = (node: ts.Expression): ts.Expression =>
  ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isNonNullExpression(node) || ts.isTypeAssertionExpression(node) || ts.isSatisfiesExpression(node) || ts.isAwaitExpression(node)
    ? unwrap(node.expression)
    : node;

const isAssignment = (kind: ts.SyntaxKind) => kind >= ts.SyntaxKind.FirstAssignment && kind <= ts.SyntaxKind.LastAssignment;

/** Every write through the ORM in one source file; `entities`: class name → its table and file. */
export function ormWrites(source: ts.SourceFile, checker: ts.TypeChecker, entities: Map<string, EntityClass>): OrmWrite[] {
  const found: OrmWrite[] = [];
  const byName = (name: string) => (entities.has(name) ? [name] : [...entities].filter(([, e]) => e.table === name).map(([className]) => className));
  const typeArguments = (type: ts.Type) => ((type as ts.TypeReference).target ? checker.getTypeArguments(type as ts.TypeReference) : (type.aliasTypeArguments ?? []));

  /** The entity classes a type can be. */
  const entitiesOf = (type: ts.Type, depth = 0): string[] => {
    if (depth > 6) return [];
    if (type.flags & ts.TypeFlags.TypeParameter) {
      const constraint = checker.getBaseConstraintOfType(type);
      return constraint && constraint !== type ? entitiesOf(constraint, depth + 1) : [];
    }
    if (type.aliasSymbol && HOLDERS.has(type.aliasSymbol.getName()) && type.aliasTypeArguments?.length) return entitiesOf(type.aliasTypeArguments[0], depth + 1);
    if (type.isUnionOrIntersection()) return [...new Set(type.types.flatMap((t) => entitiesOf(t, depth + 1)))];
    if (type.isStringLiteral()) return byName(type.value);
    const symbol = type.getSymbol();
    const name = symbol?.getName() ?? '';
    const declared = symbol?.declarations?.[0]?.getSourceFile().fileName;
    if (entities.has(name) && declared && path.resolve(declared) === entities.get(name)!.file) return [name];
    const held = HOLDERS.has(name) ? typeArguments(type)[0] : undefined;
    return held ? entitiesOf(held, depth + 1) : [];
  };
  const entitiesAt = (expression: ts.Expression) => entitiesOf(checker.getTypeAtLocation(unwrap(expression)));

  /** The MikroORM type (by name) an expression has, if it has one. */
  const ormType = (expression: ts.Expression, names: RegExp): ts.Type | null => {
    const type = checker.getTypeAtLocation(expression);
    for (const t of type.isUnionOrIntersection() ? type.types : [type]) {
      const concrete = t.flags & ts.TypeFlags.TypeParameter ? checker.getBaseConstraintOfType(t) : t;
      const symbol = concrete?.getSymbol();
      if (symbol && names.test(symbol.getName()) && symbol.declarations?.some((d) => d.getSourceFile().fileName.includes(MIKRO_ORM))) return concrete!;
    }
    return null;
  };

  /** The first argument of the call in a chain (or a variable's initializer) that made a query builder or repository. */
  const origin = (expression: ts.Expression, names: Set<string>, depth = 0): ts.Expression | undefined => {
    const e = unwrap(expression);
    if (depth > 20) return undefined;
    if (ts.isCallExpression(e)) {
      const callee = e.expression;
      if (ts.isIdentifier(callee)) return names.has(callee.text) ? e.arguments[0] : undefined;
      if (!ts.isPropertyAccessExpression(callee)) return undefined;
      return names.has(callee.name.text) ? e.arguments[0] : origin(callee.expression, names, depth + 1);
    }
    if (ts.isPropertyAccessExpression(e)) return origin(e.expression, names, depth + 1);
    if (ts.isIdentifier(e)) {
      const declaration = checker.getSymbolAtLocation(e)?.valueDeclaration;
      if (declaration && ts.isVariableDeclaration(declaration) && declaration.initializer) return origin(declaration.initializer, names, depth + 1);
    }
    return undefined;
  };

  const add = (node: ts.Node, entityNames: string[], via: string, what?: ts.Expression) => {
    if (entityNames.length) found.push({ node, entities: entityNames, via });
    else if (what) {
      const type = checker.getTypeAtLocation(unwrap(what));
      const vague = type.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown | ts.TypeFlags.Never | ts.TypeFlags.String | ts.TypeFlags.NonPrimitive);
      if (vague) found.push({ node, entities: [], via, unresolved: `${what.getText(source)} is typed ${checker.typeToString(type)}` });
    }
  };

  const visit = (node: ts.Node) => {
    // v.stock -= 1, v.stock = 0, v.stock++, delete v.note
    const target = ts.isBinaryExpression(node) && isAssignment(node.operatorToken.kind) ? node.left
      : (ts.isPrefixUnaryExpression(node) || ts.isPostfixUnaryExpression(node)) && (node.operator === ts.SyntaxKind.PlusPlusToken || node.operator === ts.SyntaxKind.MinusMinusToken) ? node.operand
      : ts.isDeleteExpression(node) ? node.expression : undefined;
    if (target && (ts.isPropertyAccessExpression(target) || ts.isElementAccessExpression(target))) {
      const property = ts.isPropertyAccessExpression(target) ? target.name.text : target.argumentExpression.getText(source);
      const written = entitiesAt(target.expression);
      if (written.length) add(node, written, `a change of ${written.join(' | ')}.${property}`);
    }
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      const receiver = node.expression.expression;
      const first = node.arguments[0];
      if (EM_WRITES.has(method) && first && ormType(receiver, /EntityManager$/)) add(node, entitiesAt(first), `em.${method}`, first);
      else if (REPOSITORY_WRITES.has(method) && ormType(receiver, /EntityRepository$/)) {
        const repository = ormType(receiver, /EntityRepository$/)!;
        const made = origin(receiver, new Set(['getRepository']));
        const written = typeArguments(repository).flatMap((t) => entitiesOf(t));
        add(node, written.length || !made ? written : entitiesAt(made), `repository.${method}`, made);
      } else if (QUERY_BUILDER_WRITES.has(method) && ormType(receiver, /QueryBuilder$/)) {
        const made = origin(receiver, new Set(['createQueryBuilder', 'qb']));
        const written = typeArguments(ormType(receiver, /QueryBuilder$/)!).slice(0, 1).flatMap((t) => entitiesOf(t));
        add(node, written.length || !made ? written : entitiesAt(made), `a query builder's ${method}()`, made ?? receiver);
      } else if (COLLECTION_WRITES.has(method) && ormType(receiver, /^Collection$/)) {
        // product.tags.add(tag): the owner's join table, of the owner's module
        const collection = unwrap(receiver);
        if (ts.isPropertyAccessExpression(collection)) add(node, entitiesAt(collection.expression), `${collection.name.text}.${method}()`);
      } else if (method === 'assign' && first && ts.isIdentifier(receiver) && receiver.text === 'Object') add(node, entitiesAt(first), 'Object.assign');
      else if (method === 'assign') {
        const wrapped = origin(receiver, new Set(['wrap']));
        if (wrapped) add(node, entitiesAt(wrapped), 'wrap().assign');
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
