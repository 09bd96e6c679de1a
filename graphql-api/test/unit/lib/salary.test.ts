import { parseSalaryMin, salaryPeriod } from '../../../src/lib/salary';

describe('reading the lowest rupee figure out of the salary text an admin typed', () => {
  test.each([
    ['₹8-12 LPA', 800_000],
    ['8 - 12 LPA', 800_000],
    ['₹8 LPA – ₹12 LPA', 800_000],
    ['10 to 15 lakhs per annum', 1_000_000],
    ['3.5 LPA', 350_000],
    ['12L', 1_200_000],
    ['5L - 8L', 500_000],
    ['50,000/month', 50_000],
    ['₹ 1,20,000 per annum', 120_000],
    ['Rs.50000pm', 50_000],
    ['25k', 25_000],
    ['20k-30k per month', 20_000],
    ['$120K', 120_000],
    ['1.2 Cr', 12_000_000],
    ['2 crores', 20_000_000],
    ['15000 - 20000 INR', 15_000],
    ['Up to 30000', 30_000],
    ['Stipend 10000 + bonus', 10_000],
  ])('%s → %d', (text, rupees) => {
    expect(parseSalaryMin(text)).toBe(rupees);
  });

  test.each([[''], ['Competitive'], ['Not disclosed'], [null], [undefined]])(
    '%p has no figure, so it never matches a ceiling',
    (text) => {
      expect(parseSalaryMin(text as string | null)).toBeNull();
    },
  );

  test('a figure too large to store is treated as no figure', () => {
    expect(parseSalaryMin('99999999999999 Cr')).toBeNull();
  });

  test('the largest figure that can be stored is kept, one rupee more is not', () => {
    expect(parseSalaryMin('2147483647')).toBe(2_147_483_647);
    expect(parseSalaryMin('2147483648')).toBeNull();
  });

  test('a unit on the second end of a range applies to the first; a lone figure takes no unit from nowhere', () => {
    expect(parseSalaryMin('8 - 12 Cr')).toBe(80_000_000);
    expect(parseSalaryMin('45000')).toBe(45_000);
  });

  test('a word that starts like a unit is not a unit', () => {
    expect(parseSalaryMin('5 leaves a year')).toBe(5);
  });
});

describe('the pay period of the salary text (for JobPosting baseSalary)', () => {
  test.each([
    ['₹8-12 LPA', 'YEAR'],
    ['50,000/month', 'MONTH'],
    ['20k per month', 'MONTH'],
    ['10 lakhs per annum', 'YEAR'],
    ['500/hour', 'HOUR'],
    ['₹60,000 per  month', 'MONTH'],
    ['₹60,000 per\tmonth', 'MONTH'],
    ['40k /  mo', 'MONTH'],
    ['12 LPA p.a', 'YEAR'],
    ['12,00,000 pa.', 'YEAR'],
    ['₹800 /  hr', 'HOUR'],
    ['₹800 / hr', 'HOUR'],
    ['₹20,000 a week', 'WEEK'],
    ['₹1,500 a day', 'DAY'],
    ['₹1,500 /  day', 'DAY'],
    ['₹1,500 /today', null],
    ['25k', null],
    ['', null],
    [null, null],
  ])('%s → %p', (text, period) => {
    expect(salaryPeriod(text)).toBe(period);
  });
});
