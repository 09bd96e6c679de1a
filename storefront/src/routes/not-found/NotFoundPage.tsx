import { NotFoundMessage } from '../../components/NotFoundMessage';
import { Page } from '../../components/Page';

/** Any path without a page (product.md#screens-and-routes). */
export function NotFoundPage() {
  return (
    <Page
      title="Page not found"
      description="There is no page at this address on DevJobs. Go back to the home page, or browse the open developer jobs."
      maxWidth="sm"
    >
      <NotFoundMessage what="page" />
    </Page>
  );
}
