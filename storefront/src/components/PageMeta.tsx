const SITE = 'DevJobs';
const SITE_DESCRIPTION =
  'DevJobs: a curated job board for software developers. No recruiters, no spam, direct links to official company pages.';

type Props = {
  /** "{title} | DevJobs"; null on the landing page ("DevJobs | Curated jobs for developers"). */
  title: string | null;
  /** The page's own meta description (about 150 characters); the site's when not given. */
  description?: string;
};

/**
 * The page's <title> and meta description. React 19 hoists both into <head>, in the browser and in
 * the server's render, so every page declares its own here and nowhere else.
 */
export function PageMeta({ title, description = SITE_DESCRIPTION }: Props) {
  return (
    <>
      <title>{title ? `${title} | ${SITE}` : `${SITE} | Curated jobs for developers`}</title>
      <meta name="description" content={description} />
    </>
  );
}
