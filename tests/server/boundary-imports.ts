import path from 'node:path';
import ts from 'typescript';

/**
 * Which files of a module others may import (module-boundaries.ts): its public surface, by the
 * file's role suffix —
 * - `*.service.ts`, `*.services.ts`: what it does (the only way to change its tables);
 * - `*.entity.ts`, `*.entities.ts`: what it keeps (to read, and to name in a relation);
 * - `*.types.ts`, `*.outputs.ts`: what it answers;
 * - `*.inputs.ts`: what its services accept — a caller builds those arguments, and a field's rule
 *   (an email, a consent) is shared rather than written twice.
 * Everything else (readers, SQL, jobs, resolvers, routes, helpers) is the module's own. Type-only
 * imports count too: the design depends on the file either way.
 */
export const PUBLIC_SURFACE = /\.(service|services|entity|entities|types|outputs|inputs)\.ts$/;

/** Who imports: a module by name, core, the seed, a migration or the wiring (`modules` for the modules' list, `app.ts`, `main.ts`, `scripts`). */
export interface Importer {
  kind: 'module' | 'core' | 'seed' | 'wiring' | 'migration';
  name: string;
}

/** Every import, re-export and dynamic `import()` of a source file: its specifier and line. */
export function importsOf(source: ts.SourceFile): { specifier: string; line: number }[] {
  const found: { specifier: string; line: number }[] = [];
  const visit = (node: ts.Node) => {
    const specifier =
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) ? node.moduleSpecifier
      : ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0]) ? node.arguments[0]
      : ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference) && ts.isStringLiteral(node.moduleReference.expression) ? node.moduleReference.expression
      : undefined;
    if (specifier) found.push({ specifier: specifier.text, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1 });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * The imports a file may not make: `as` is where it stands (relative to the project), `modules`
 * the folder of the modules, `resolve` gives the file an import names.
 * - A module imports another module's public surface only; never the wiring (modules/index.ts).
 * - Core imports no module at all (the modules are handed to it).
 * - The seed is a client of the modules: their public surface only.
 * - The rest of the server (app.ts, main.ts, scripts) takes a module's public surface; only the
 *   modules' list (server/modules/index.ts) takes a module's `<module>.module.ts`, and hands the
 *   modules' work (routes, pages, jobs) to the rest.
 * - Migrations own the schema and apply what modules keep of it (their .sql): not checked.
 */
export function importOffences(source: ts.SourceFile, as: string, importer: Importer, modules: string, resolve: (specifier: string) => string | undefined): string[] {
  if (importer.kind === 'migration') return [];
  return importsOf(source).flatMap(({ specifier, line }) => {
    const target = resolve(specifier);
    if (!target) return [];
    const inModules = path.relative(modules, target);
    if (inModules.startsWith('..') || path.isAbsolute(inModules)) return [];
    const [owner, ...rest] = inModules.split(path.sep);
    const where = `${as}:${line} (${importer.name}) imports ${path.join('server/modules', inModules)}`;
    if (importer.kind === 'core') return [`${where}: core imports no module; let the module hand it over`];
    if (!rest.length) return importer.kind === 'wiring' ? [] : [`${where}: only the wiring imports the modules' list`];
    if (importer.kind === 'module' && owner === importer.name) return [];
    const file = rest.at(-1)!;
    if (PUBLIC_SURFACE.test(file)) return [];
    if (importer.kind === 'wiring' && importer.name === 'modules' && file === `${owner}.module.ts`) return [];
    return [`${where}, which is not ${owner}'s public surface (*.service, *.entity, *.types, *.outputs, *.inputs)`];
  });
}
