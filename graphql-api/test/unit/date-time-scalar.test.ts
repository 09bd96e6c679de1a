import { GraphQLDateTimeISO } from 'graphql-scalars';
import { DateTimeISO } from '../../src/graphql/date-time-scalar';

/** Our DateTimeISO (decision 028) against graphql-scalars' own, which type-graphql would use. */
describe('the DateTimeISO scalar answers as graphql-scalars does', () => {
  const outcome = (serialize: (value: unknown) => unknown, value: unknown) => {
    try {
      return { value: serialize(value) };
    } catch (error) {
      return { error: `${(error as Error).constructor.name}: ${(error as Error).message}` };
    }
  };

  test.each([
    ['a date', new Date('2026-03-10T05:30:00.123Z')],
    ['the epoch', new Date(0)],
    ['a date before year 0', new Date(-62_198_755_200_001)],
    ['a date after year 9999', new Date(253_402_300_800_000)],
    ['an invalid date', new Date(Number.NaN)],
    ['a date-time string', '2026-03-10T05:30:00+05:30'],
    ['a string that is not one', 'tomorrow'],
    ['a Unix time in ms', 1_773_120_600_000],
    ['an object', { at: 1 }],
    ['null', null],
  ])('%s', (_name, value) => {
    expect(outcome(DateTimeISO.serialize, value)).toEqual(
      outcome(GraphQLDateTimeISO.serialize, value),
    );
  });

  test('same name, description and parsing', () => {
    expect(DateTimeISO.name).toBe(GraphQLDateTimeISO.name);
    expect(DateTimeISO.description).toBe(GraphQLDateTimeISO.description);
    expect(DateTimeISO.parseValue('2026-03-10T05:30:00Z')).toEqual(
      GraphQLDateTimeISO.parseValue('2026-03-10T05:30:00Z'),
    );
    expect(() => DateTimeISO.parseValue('tomorrow')).toThrow(
      'DateTime cannot represent an invalid date-time-string tomorrow.',
    );
  });
});
