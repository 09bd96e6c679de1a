import { describe, expect, test } from '@jest/globals';
import { coursePath, readerPath } from './course-paths';
import { jobPath } from '@devjobs/web/job-path';

describe('paths to pages', () => {
  test("a job's slug stays one path segment whatever the title held", () => {
    expect(jobPath('senior-react-dev')).toBe('/page-details/senior-react-dev');
    expect(jobPath('c#/.net?dev 100%')).toBe('/page-details/c%23%2F.net%3Fdev%20100%25');
    expect(decodeURIComponent(jobPath('dev-🚀-हिंदी').split('/')[2])).toBe('dev-🚀-हिंदी');
  });

  test("a course's page and its reader, its outline without a module number", () => {
    expect(coursePath('6f1c')).toBe('/course/6f1c');
    expect(coursePath('a/b')).toBe('/course/a%2Fb');
    expect(readerPath('6f1c')).toBe('/course/content?course=6f1c');
    expect(readerPath('6f1c', 1)).toBe('/course/content?course=6f1c&module=1');
    expect(readerPath('6f1c', 3)).toBe('/course/content?course=6f1c&module=3');
  });
});
