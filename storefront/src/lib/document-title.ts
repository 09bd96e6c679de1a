import { useEffect } from 'react';

const SITE = 'DevJobs';

/** Sets `document.title` to "{title} | DevJobs" while the page is shown (just "DevJobs…" without one). */
export function useDocumentTitle(title: string | null | undefined) {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE}` : `${SITE} | Curated jobs for developers`;
  }, [title]);
}
