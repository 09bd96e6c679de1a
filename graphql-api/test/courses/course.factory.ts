import { randomUUID } from 'node:crypto';
import type { Services } from '../../src/services';
import type { CourseInput } from '../../src/modules/courses/course.rules';

/**
 * Test data: a valid course as an admin sends it (REST body = GraphQL CourseInput), unique per call.
 * Every gated value carries `secret`, so a test can search a raw response for any trace of it:
 * module texts hold `secret-text-<marker>` and videos have ids built from the marker.
 */
export function aCourse(
  overrides: Record<string, unknown> = {},
  marker = randomUUID().slice(0, 8),
) {
  const videoId = (n: number) => `v${marker}${n}`.padEnd(11, 'x').slice(0, 11);
  return {
    title: `Course ${marker}`,
    price: 499,
    description: `A course about ${marker}.`,
    fullBlog: `<h1>Overview ${marker}</h1><p>Public overview.</p>`,
    modules: [
      {
        subTitle: `Intro ${marker}`,
        blog: `<p>secret-text-${marker} one</p>`,
        videoUrl: `https://www.youtube.com/watch?v=${videoId(1)}`,
      },
      {
        subTitle: `Deep dive ${marker}`,
        blog: `<p>secret-text-${marker} two</p>`,
        videoUrl: `https://youtu.be/${videoId(2)}`,
      },
    ],
    ...overrides,
  } satisfies CourseInput & Record<string, unknown>;
}

/** What must never appear in a response to a caller without access to a course made by aCourse: its texts' marker and its video ids. */
export const gatedTraces = (course: { modules: { blog?: unknown; videoUrl?: unknown }[] }) => [
  ...new Set(
    course.modules
      .flatMap((m) => [
        String(m.blog).match(/secret-text-[0-9a-f]+/)?.[0] ?? '',
        String(m.videoUrl).slice(-11),
      ])
      .filter(Boolean),
  ),
];

/** The signed-in client's user id. */
export async function userIdOf(
  t: { services: Services },
  client: { email: string },
): Promise<string> {
  return (await t.services.users.findByEmail(client.email))!.id;
}
