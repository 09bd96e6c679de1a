const SITE = 'DevJobs';

type Props = {
  /** "{title} | DevJobs"; null on the landing page ("DevJobs | Curated jobs for developers"). */
  title: string | null;
  /** The page's own meta description, about 150 characters: every page says what it holds. */
  description: string;
};

/** The longest description search engines show; longer ones are cut by `summary`. */
const DESCRIPTION_MAX = 160;

/** A text (a job's or a course's description) as a meta description: one line, cut at a word to fit. */
export function summary(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= DESCRIPTION_MAX) return line;
  const cut = line.slice(0, DESCRIPTION_MAX - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : cut.length).replace(/[\s,.;:]+$/, '')}…`;
}

/**
 * The page's <title> and meta description. React 19 hoists both into <head>, in the browser and in
 * the server's render, so every page declares its own here and nowhere else.
 */
export function PageMeta({ title, description }: Props) {
  return (
    <>
      <title>{title ? `${title} | ${SITE}` : `${SITE} | Curated jobs for developers`}</title>
      <meta name="description" content={description} />
    </>
  );
}
