import { expect, test } from '@jest/globals';
import { formatCount } from './numbers';

test.each<[number, string]>([
  [0, '0'],
  [7, '7'],
  [999, '999'],
  [1000, '1,000'],
  [12345, '12,345'],
  [1234567, '1,234,567'],
  [-1500, '-1,500'],
])('formatCount(%p) is %p, as en-US writes it', (count, text) => {
  expect(formatCount(count)).toBe(text);
  expect(formatCount(count)).toBe(count.toLocaleString('en-US'));
});
