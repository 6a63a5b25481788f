// The GraphQL documents the storefront sends, read from its own .graphql files: an operation with
// every fragment it uses, as Apollo Client would send it (less the __typename fields it adds).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Kind, parse, print, visit } from 'graphql';

export function storefrontDocument(root, operationName) {
  const dir = path.join(root, 'client/src/storefront');
  const definitions = readdirSync(dir, { recursive: true })
    .filter((file) => file.endsWith('.graphql'))
    .flatMap((file) => parse(readFileSync(path.join(dir, file), 'utf8')).definitions);
  const fragments = new Map(definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));
  const operation = definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION && d.name?.value === operationName);
  if (!operation) throw new Error(`нет операции ${operationName} в client/src/storefront`);
  const used = new Map();
  const collect = (node) =>
    visit(node, {
      FragmentSpread(spread) {
        const name = spread.name.value;
        if (used.has(name)) return;
        used.set(name, fragments.get(name));
        collect(fragments.get(name));
      },
    });
  collect(operation);
  return [operation, ...used.values()].map(print).join('\n');
}
