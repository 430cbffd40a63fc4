import { GraphQLScalarType, Kind } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const isDay = (value: string): boolean => {
  const match = DAY.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};
const isInstant = (value: string): boolean => /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value));
const refuse = (message: string) => createGraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

/** A scalar carried as a string that `valid` accepts, written the same way in and out. */
const textScalar = (name: string, description: string, valid: (value: string) => boolean, expected: string) => {
  const check = (value: unknown): string => {
    if (typeof value !== 'string' || !valid(value)) throw refuse(`${name} must be ${expected}`);
    return value;
  };
  return new GraphQLScalarType<string, string>({
    name,
    description,
    serialize: check,
    parseValue: check,
    parseLiteral: (ast) => check(ast.kind === Kind.STRING ? ast.value : undefined),
  });
};

/** A venue day, "YYYY-MM-DD". */
export const DateScalar = textScalar('Date', 'A venue day, written "YYYY-MM-DD".', isDay, 'a day written YYYY-MM-DD');

/** An ISO 8601 timestamp. */
export const DateTimeScalar = textScalar('DateTime', 'An instant, written as an ISO 8601 timestamp.', isInstant, 'an ISO 8601 timestamp');

const money = (value: unknown): number => {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw refuse('Money must be a number of AED');
  return value;
};

/** An amount in AED; its range and decimals are the API's to judge, with the spec's messages. */
export const MoneyScalar = new GraphQLScalarType<number, number>({
  name: 'Money',
  description: 'An amount in AED.',
  serialize: money,
  parseValue: money,
  parseLiteral: (ast) => money(ast.kind === Kind.FLOAT || ast.kind === Kind.INT ? Number(ast.value) : undefined),
});
