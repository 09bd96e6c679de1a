import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * Course HTML (the overview and each module's text) lives in `json` columns holding one JSON string:
 * a MySQL TEXT stops at 64 KB, too small for an image pasted as a data URL, and SQLite has no
 * MEDIUMTEXT. `json` is a type both dialects accept (MySQL JSON, LONGTEXT on MariaDB, text on
 * SQLite), and TypeORM encodes and decodes the string transparently (decision 021).
 */
const HTML_COLUMN = { type: 'json' } as const;

/** A course on sale. Price in paise (architecture.md#data); archived when deleted (decision 021). */
@Entity('courses')
// The catalogue: courses not archived, newest first (keyset pages by createdAt, id).
@Index('IDX_courses_catalogue', ['archivedAt', 'createdAt', 'id'])
export class Course {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  /** Short plain-text description for the catalogue and the course banner ('' when none). */
  @Column({ type: 'varchar', length: 1000 })
  description: string;

  /** The public overview, sanitised HTML ('' when none). */
  @Column(HTML_COLUMN)
  fullBlog: string;

  @Column({ type: 'integer' })
  pricePaise: number;

  /** Set when an admin deleted the course: it leaves the catalogue; buyers keep access until their end date. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  archivedAt: Date | null;

  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;

  @Column({ type: 'datetime', precision: 3 })
  updatedAt: Date;
}

/** One module of a course, in order. Its text and video are gated: only buyers with active access and admins read them. */
@Entity('course_modules')
@Index('IDX_course_modules_course', ['courseId', 'position'])
export class CourseModule {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ type: 'varchar', length: 36 })
  courseId: string;

  /** 0, 1, 2… in the order the admin wrote them. */
  @Column({ type: 'integer' })
  position: number;

  @Column({ type: 'varchar', length: 200 })
  subTitle: string;

  /** Sanitised HTML ('' when none). Gated. */
  @Column(HTML_COLUMN)
  blog: string;

  /** The YouTube video id (11 characters), or null for a module without a video. Gated. */
  @Column({ type: 'varchar', length: 11, nullable: true })
  videoId: string | null;
}
