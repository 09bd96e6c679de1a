import type { ClassType } from 'type-graphql';
import { Arg, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import type { Viewer } from '../modules/auth/viewer';
import type { Services } from '../services';
import type { Context } from './context';

/**
 * The staff writes of a catalogue record (a job, a course) as GraphQL and REST call them: its
 * service refuses anyone but staff; `delete` answers the id of the record it took away.
 */
export type RecordWrites<Written, Input> = {
  create(viewer: Viewer, input: Input): Promise<Written>;
  update(viewer: Viewer, id: string, input: Input): Promise<Written>;
  delete(viewer: Viewer, id: string): Promise<string>;
};

/**
 * The `create${name}`, `update${name}` and `delete${name}` mutations of a record kind, over its
 * `writes`, for a subclass to declare with `@Resolver` (type-graphql's resolver inheritance: this
 * base is in no module's resolvers). `one` names the record in argument descriptions.
 */
export function recordWritesResolver<Written extends object, Input extends object>(kind: {
  name: string;
  one: string;
  ObjectType: ClassType<Written>;
  InputType: ClassType<Input>;
  writes: (services: Services) => RecordWrites<Written, Input>;
  descriptions: { create: string; update: string; delete: string };
}) {
  const { name, one, ObjectType, InputType, writes, descriptions } = kind;
  const idArg = () => Arg('id', () => ID, { description: `The ${one} id.` });
  const inputArg = () =>
    Arg('input', () => InputType, { description: `Every field of the ${one}.` });

  @Resolver()
  abstract class RecordWritesResolver {
    @Mutation(() => ObjectType, { name: `create${name}`, description: descriptions.create })
    create(@inputArg() input: Input, @Ctx() { services, viewer }: Context) {
      return writes(services).create(viewer, input);
    }

    @Mutation(() => ObjectType, { name: `update${name}`, description: descriptions.update })
    update(@idArg() id: string, @inputArg() input: Input, @Ctx() { services, viewer }: Context) {
      return writes(services).update(viewer, id, input);
    }

    @Mutation(() => ID, { name: `delete${name}`, description: descriptions.delete })
    delete(@idArg() id: string, @Ctx() { services, viewer }: Context) {
      return writes(services).delete(viewer, id);
    }
  }
  return RecordWritesResolver;
}
