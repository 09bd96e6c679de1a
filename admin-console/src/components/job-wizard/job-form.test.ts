import { describe, expect, test } from '@jest/globals';
import { JOB_LIMITS } from '@devjobs/web/job-rules';
import {
  emptyJobForm,
  firstStepWithError,
  newRow,
  toJobInput,
  validateStep,
  type JobFormValues,
} from './job-form';

const filled = (): JobFormValues => ({
  ...emptyJobForm(),
  title: 'Rust Dev',
  company: 'Acme',
  externalLink: 'https://acme.example/jobs/1',
  description: 'Build things.',
});

describe("the job form checks the API's limits with the API's words", () => {
  test('a filled form passes every step', () => {
    expect([0, 1, 2].map((step) => validateStep(step, filled()))).toEqual([{}, {}, {}]);
  });

  test('required fields are named as the API names them', () => {
    expect(validateStep(0, emptyJobForm())).toEqual({
      title: 'Title is required.',
      company: 'Company is required.',
      externalLink: 'Apply link is required.',
    });
    expect(validateStep(1, emptyJobForm())).toEqual({ description: 'Description is required.' });
  });

  test('a title one character over the limit is refused; at the limit it passes', () => {
    expect(validateStep(0, { ...filled(), title: 'x'.repeat(JOB_LIMITS.title) })).toEqual({});
    expect(validateStep(0, { ...filled(), title: 'x'.repeat(JOB_LIMITS.title + 1) })).toEqual({
      title: 'Title must be at most 200 characters.',
    });
    expect(validateStep(0, { ...filled(), salary: 's'.repeat(JOB_LIMITS.salary + 1) })).toEqual({
      salary: 'Salary must be at most 200 characters.',
    });
    expect(
      validateStep(1, { ...filled(), description: 'd'.repeat(JOB_LIMITS.description + 1) }),
    ).toEqual({ description: 'Description must be at most 15000 characters.' });
  });

  test('lists: too many rows, a row too long, and blank rows not counted', () => {
    const rows = (n: number, text = 'row') => Array.from({ length: n }, () => newRow(text));
    expect(
      validateStep(2, { ...filled(), skills: [...rows(JOB_LIMITS.listItems), ...rows(5, '  ')] }),
    ).toEqual({});
    expect(validateStep(2, { ...filled(), skills: rows(JOB_LIMITS.listItems + 1) })).toEqual({
      skills: 'Skills can have at most 50 rows.',
    });
    expect(
      validateStep(1, { ...filled(), requirements: rows(1, 'r'.repeat(JOB_LIMITS.listItem + 1)) }),
    ).toEqual({
      requirements: 'Each row of requirements must be at most 1000 characters.',
    });
  });

  test('links must be full web addresses; the deadline not before the start; the first failing step is found', () => {
    const errors = {
      ...validateStep(0, { ...filled(), thumbnail: 'javascript:alert(1)' }),
      ...validateStep(2, { ...filled(), startDate: '2026-05-02', deadline: '2026-05-01' }),
    };
    expect(errors).toEqual({
      thumbnail: 'Thumbnail must be a full web address starting with http:// or https://.',
      deadline: 'The deadline cannot be before the start date.',
    });
    expect(firstStepWithError({ deadline: errors.deadline })).toBe(2);
    expect(firstStepWithError(errors)).toBe(0);
  });

  test('a city is sent as picked; a region only with a remote job, so a change of mode clears it', () => {
    const remote = { ...filled(), jobLocation: 'REMOTE', city: 'PUNE', region: 'INDIA' } as const;
    expect(toJobInput(remote)).toMatchObject({ city: 'PUNE', region: 'INDIA' });
    expect(toJobInput({ ...remote, jobLocation: 'HYBRID' })).toMatchObject({
      jobLocation: 'HYBRID',
      city: 'PUNE',
      region: null,
    });
    expect(toJobInput(filled())).toMatchObject({ city: null, region: null });
  });
});
