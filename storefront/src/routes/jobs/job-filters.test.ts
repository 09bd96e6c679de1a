import { describe, expect, test } from '@jest/globals';
import {
  countFilters,
  describeFilters,
  EMPTY_FILTERS,
  fromFilterInput,
  readFilters,
  toFilterInput,
  writeFilters,
  type JobFilters,
} from './job-filters';

const read = (query: string) => readFilters(new URLSearchParams(query));

describe('the /jobs filters in the URL', () => {
  test('every filter survives a round trip through the query string, in one canonical order', () => {
    const filters: JobFilters = {
      q: 'react',
      salary: '60000',
      modes: ['HYBRID', 'REMOTE'],
      types: ['FULL_TIME', 'INTERNSHIP'],
      city: 'DELHI_NCR',
      regions: ['ANYWHERE', 'INDIA'],
      experience: '2',
    };
    const query = writeFilters(filters).toString();
    expect(query).toBe(
      'q=react&type=internship&type=full-time&mode=remote&mode=hybrid&city=delhi-ncr&region=india&region=anywhere&maxSalary=60000&maxExperience=2',
    );
    expect(read(query)).toEqual({
      ...filters,
      modes: ['REMOTE', 'HYBRID'],
      types: ['INTERNSHIP', 'FULL_TIME'],
      regions: ['INDIA', 'ANYWHERE'],
    });
  });

  test('"More than 2 LPA" is a minimum salary, read back as the same choice', () => {
    const query = writeFilters({ ...EMPTY_FILTERS, salary: 'over-200000' }).toString();
    expect(query).toBe('minSalary=200001');
    expect(read(query).salary).toBe('over-200000');
    expect(toFilterInput(read(query))).toEqual({ minSalary: 200001 });
  });

  test('no filter is an empty query string and no GraphQL filter', () => {
    expect(writeFilters(EMPTY_FILTERS).toString()).toBe('');
    expect(read('')).toEqual(EMPTY_FILTERS);
    expect(toFilterInput(EMPTY_FILTERS)).toBeUndefined();
    expect(countFilters(EMPTY_FILTERS)).toBe(0);
  });

  test('values are read loosely, as the API reads them, and anything unknown is ignored', () => {
    expect(
      read(
        'mode=On-Site&type=Full_Time&type=freelance&maxSalary=12345&maxExperience=4&colour=red&city=Gotham&city=Delhi_NCR&region=mars',
      ),
    ).toEqual({
      ...EMPTY_FILTERS,
      modes: ['ON_SITE'],
      types: ['FULL_TIME'],
      city: 'DELHI_NCR',
    });
  });

  test('the search text is trimmed and cut at 200 characters, the API limit', () => {
    expect(read(`q=${encodeURIComponent('  go  ')}`).q).toBe('go');
    expect(read(`q=${'x'.repeat(250)}`).q).toHaveLength(200);
  });

  test('the GraphQL filter and the count name the same choices', () => {
    const filters = read(
      'q=rust&type=contract&mode=remote&mode=onsite&maxSalary=30000&maxExperience=0&city=pune&region=asia',
    );
    expect(toFilterInput(filters)).toEqual({
      q: 'rust',
      types: ['CONTRACT'],
      locations: ['REMOTE', 'ON_SITE'],
      cities: ['PUNE'],
      regions: ['ASIA'],
      maxSalary: 30000,
      maxExperience: 0,
    });
    expect(countFilters(filters)).toBe(8);
  });
});

describe('a kept filter (a job alert’s) read back', () => {
  test('gives the filters it was made from, and says them in words', () => {
    const filters: JobFilters = {
      q: 'react',
      salary: 'over-200000',
      modes: ['REMOTE'],
      types: ['FULL_TIME', 'CONTRACT'],
      experience: '2',
      city: 'PUNE',
      regions: ['INDIA'],
    };
    const kept = { ...toFilterInput(filters), includeClosed: false };
    expect(fromFilterInput(kept)).toEqual({ ...filters, types: ['FULL_TIME', 'CONTRACT'] });
    expect(describeFilters(fromFilterInput(kept))).toBe(
      '“react” · Full-time · Contract · Remote · Pune · Remote: India only · More than 2 LPA · Up to 2 years',
    );
    expect(describeFilters(fromFilterInput({}))).toBe('Every new job');
  });
});
