import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/**
 * The names of the fields a query selects at `path` below the field being resolved (`['rows']`:
 * the fields of each row), through fragments and inline fragments — so a resolver can ask its
 * service for only what will be read.
 */
export function selectedFields(info: GraphQLResolveInfo, path: string[]): Set<string> {
  const names = new Set<string>();
  const walk = (set: SelectionSetNode | undefined, rest: string[]) => {
    for (const selection of set?.selections ?? []) {
      if (selection.kind === Kind.FIELD) {
        if (!rest.length) names.add(selection.name.value);
        else if (selection.name.value === rest[0]) walk(selection.selectionSet, rest.slice(1));
      } else if (selection.kind === Kind.INLINE_FRAGMENT) walk(selection.selectionSet, rest);
      else walk(info.fragments[selection.name.value]?.selectionSet, rest);
    }
  };
  for (const node of info.fieldNodes) walk(node.selectionSet, path);
  return names;
}
