import { registerEnumType } from 'type-graphql';

/** An enum object whose values are their own names (`{ ACTIVE: 'ACTIVE' }`), from a list of them. */
export function namesEnum<V extends string>(values: readonly V[]): { readonly [K in V]: K } {
  return Object.fromEntries(values.map((value) => [value, value])) as { [K in V]: K };
}

/**
 * Registers `values` as the GraphQL enum `name`, with its description and one per value (the
 * schema linter asks for every value's; the compiler refuses a value left out or one too many).
 * Returns `values`, for `@Field(() => …)`.
 */
export function describedEnum<E extends Record<string, string>>(
  values: E,
  name: string,
  description: string,
  valueDescriptions: { [K in keyof E]: string },
): E {
  const valuesConfig = Object.fromEntries(
    Object.entries(valueDescriptions).map(([key, text]) => [key, { description: text }]),
  ) as { [K in keyof E]: { description: string } };
  registerEnumType(values, { name, description, valuesConfig });
  return values;
}
