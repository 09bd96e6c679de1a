import { parseExperienceYears } from '../../../src/lib/experience';

describe('reading the years of experience a job asks for from its requirements', () => {
  test('the number in the first requirement that mentions years', () => {
    expect(
      parseExperienceYears(['Strong JavaScript', '2+ years of React', '5 years of anything']),
    ).toBe(2);
  });

  test('a range counts by its lower end', () => {
    expect(parseExperienceYears(['3-5 years building APIs'])).toBe(3);
  });

  test('a fraction is rounded up, so "at most 1 year" never shows a job asking 1.5', () => {
    expect(parseExperienceYears(['1.5 years with Node.js'])).toBe(2);
  });

  test('"yrs" and number words count', () => {
    expect(parseExperienceYears(['4 yrs exp'])).toBe(4);
    expect(parseExperienceYears(['At least two years of TypeScript'])).toBe(2);
  });

  test('a line mentioning a year without a number is skipped', () => {
    expect(parseExperienceYears(['Available all year round', '1 year of Vue'])).toBe(1);
  });

  test('numbers in lines that do not mention years are ignored', () => {
    expect(parseExperienceYears(['Knows ES6 and CSS3', 'Team of 10'])).toBeNull();
  });

  test('no requirements: no figure', () => {
    expect(parseExperienceYears([])).toBeNull();
    expect(parseExperienceYears(undefined)).toBeNull();
  });

  test('figures from 0 to 100 years count; a larger one is not a requirement, so a later line is read', () => {
    expect(parseExperienceYears(['0 years: freshers welcome'])).toBe(0);
    expect(parseExperienceYears(['100 years of combined team experience'])).toBe(100);
    expect(parseExperienceYears(['Founded 150 years ago', '4 years of Go'])).toBe(4);
    expect(parseExperienceYears(['Founded 150 years ago'])).toBeNull();
  });

  test('"yearly" does not count as a mention of years of experience', () => {
    expect(parseExperienceYears(['Yearly bonus of 2 months'])).toBeNull();
  });
});
