import { NotFoundMessage } from '../../components/NotFoundMessage';
import { Page } from '../../components/Page';

/** Any path without a page (SPEC §2). */
export function NotFoundPage() {
  return (
    <Page title="Page not found" maxWidth="sm">
      <NotFoundMessage what="page" />
    </Page>
  );
}
