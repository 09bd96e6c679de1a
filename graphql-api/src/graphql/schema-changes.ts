import {
  BreakingChangeType,
  buildSchema,
  findBreakingChanges,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';

/** Removals, which are allowed once deprecated: checked one by one below. */
const REMOVALS: string[] = [
  BreakingChangeType.TYPE_REMOVED,
  BreakingChangeType.FIELD_REMOVED,
  BreakingChangeType.ARG_REMOVED,
  BreakingChangeType.VALUE_REMOVED_FROM_ENUM,
];

/**
 * What a new schema.graphql may not do to the published one (decision 101): remove a field, an
 * argument, an input field or an enum value that was not `@deprecated` first, or break a caller in
 * any other way (a changed type, a new required argument or input field). A type goes once nothing
 * refers to it, that is once its fields are gone, so its own removal is not checked. Each refusal
 * is one sentence naming the change.
 */
export function refusedSchemaChanges(publishedSdl: string, nextSdl: string): string[] {
  const published = buildSchema(publishedSdl);
  const next = buildSchema(nextSdl);
  const otherBreaks = findBreakingChanges(published, next)
    .filter(({ type }) => !REMOVALS.includes(type))
    .map(({ description }) => `${description} Add a new one and deprecate this one instead.`);
  return [...undeprecatedRemovals(published, next), ...otherBreaks];
}

/** Fields, arguments, input fields and enum values gone from a type both schemas have, undeprecated. */
function undeprecatedRemovals(published: GraphQLSchema, next: GraphQLSchema): string[] {
  const refused: string[] = [];
  const refuse = (what: string) => refused.push(`${what} was removed without @deprecated first.`);
  for (const before of Object.values(published.getTypeMap())) {
    const after = next.getType(before.name);
    if (before.name.startsWith('__') || !after) continue;
    for (const [name, deprecated] of members(before)) {
      if (!members(after).has(name) && !deprecated) refuse(`${before.name}.${name}`);
    }
    if (!isObjectType(before) && !isInterfaceType(before)) continue;
    if (!isObjectType(after) && !isInterfaceType(after)) continue;
    for (const field of Object.values(before.getFields())) {
      const kept = after.getFields()[field.name];
      for (const arg of kept ? field.args : []) {
        if (!kept.args.some((a) => a.name === arg.name) && !arg.deprecationReason)
          refuse(`${before.name}.${field.name}(${arg.name})`);
      }
    }
  }
  return refused;
}

/** A type's fields, input fields or enum values, each with whether it is deprecated. */
function members(type: GraphQLNamedType): Map<string, boolean> {
  if (isEnumType(type))
    return new Map(type.getValues().map((v) => [v.name, Boolean(v.deprecationReason)]));
  const fields =
    isObjectType(type) || isInterfaceType(type)
      ? Object.values(type.getFields())
      : isInputObjectType(type)
        ? Object.values(type.getFields())
        : [];
  return new Map(fields.map((f) => [f.name, Boolean(f.deprecationReason)]));
}
