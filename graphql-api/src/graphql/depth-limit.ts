import { GraphQLError, Kind, type ASTNode, type ValidationContext } from 'graphql';

/** Rejects operations nested deeper than `max` fields (fragments followed). */
export function depthLimit(max: number) {
  return (context: ValidationContext) => {
    const fragments = Object.fromEntries(
      context.getDocument().definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d]] : [])),
    );
    const depthOf = (node: ASTNode, depth: number, seen: Set<string>): number => {
      if (node.kind === Kind.FIELD) {
        if (!node.selectionSet) return depth;
        depth += 1;
      }
      if (node.kind === Kind.FRAGMENT_SPREAD) {
        const name = node.name.value;
        if (seen.has(name) || !fragments[name]) return depth;
        return depthOf(fragments[name], depth, new Set([...seen, name]));
      }
      const selections = 'selectionSet' in node && node.selectionSet ? node.selectionSet.selections : [];
      return Math.max(depth, ...selections.map((s) => depthOf(s, depth, seen)));
    };
    for (const definition of context.getDocument().definitions) {
      if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
      if (depthOf(definition, 0, new Set()) > max) {
        context.reportError(new GraphQLError(`The query is nested too deeply (at most ${max} levels).`, { extensions: { code: 'BAD_USER_INPUT' } }));
      }
    }
    return {};
  };
}
