import { describe, expect, test } from '@jest/globals';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import {
  errorCode,
  errorMessage,
  fieldErrorPaths,
  fieldErrors,
  isNetworkError,
} from './graphql-errors';

const badInput = (errors: { message: string; field?: string; code?: string }[]) =>
  new CombinedGraphQLErrors({
    errors: errors.map(({ message, field, code = 'BAD_USER_INPUT' }) => ({
      message,
      extensions: { code, field },
    })),
  });

describe('reading the API errors the apps show', () => {
  test('field errors come back by the form field they name, first message per field', () => {
    const error = badInput([
      { message: 'Title is required.', field: 'input.title' },
      { message: 'Skills can have at most 50 rows.', field: 'skills[2]' },
      { message: 'A second title message.', field: 'title' },
      { message: 'Not a field error.', field: 'company', code: 'FORBIDDEN' },
    ]);
    expect(fieldErrors(error)).toEqual({
      title: 'Title is required.',
      skills: 'Skills can have at most 50 rows.',
    });
    expect(
      fieldErrorPaths(badInput([{ message: 'Bad link.', field: 'input.modules[2].videoUrl' }])),
    ).toEqual({ 'input.modules[2].videoUrl': 'Bad link.' });
  });

  test("the server's message is shown for the contract's codes, the fallback for any other failure", () => {
    expect(
      errorMessage(badInput([{ message: 'Price must be at least ₹1.', field: 'price' }])),
    ).toBe('Price must be at least ₹1.');
    expect(
      errorMessage(
        badInput([{ message: 'select * from users failed', code: 'INTERNAL_SERVER_ERROR' }]),
        'Save failed',
      ),
    ).toBe('Save failed');
    expect(errorMessage(new TypeError('Failed to fetch'), 'Offline')).toBe('Offline');
    expect(errorCode(badInput([{ message: 'x', code: 'FORBIDDEN' }]))).toBe('FORBIDDEN');
    expect(errorCode(new TypeError('Failed to fetch'))).toBeUndefined();
  });

  test('a non-2xx answer with a GraphQL body still carries its errors; a gateway failure is a network error', () => {
    const body = JSON.stringify({
      errors: [
        {
          message: 'Too many requests, try again in a minute.',
          extensions: { code: 'RATE_LIMITED' },
        },
      ],
    });
    const limited = new ServerError('Response not successful', {
      response: new Response(body, { status: 429 }),
      bodyText: body,
    });
    expect(errorCode(limited)).toBe('RATE_LIMITED');
    expect(errorMessage(limited)).toBe('Too many requests, try again in a minute.');
    expect(isNetworkError(limited)).toBe(false);
    expect(
      isNetworkError(
        new ServerError('Bad gateway', {
          response: new Response('', { status: 502 }),
          bodyText: '',
        }),
      ),
    ).toBe(true);
    expect(isNetworkError(new TypeError('Failed to fetch'))).toBe(true);
  });
});
