import SearchOffIcon from '@mui/icons-material/SearchOff';
import { LinkButtons } from '../../components/LinkButtons';
import { Page } from '../../components/Page';
import { PageMessage } from '../../components/PageMessage';

/** Any path without a page (SPEC §2). */
export function NotFoundPage() {
  return (
    <Page title="Page not found" maxWidth="sm">
      <PageMessage
        icon={SearchOffIcon}
        title="Page not found"
        description="The page you are looking for does not exist or has moved. Check the address, or start again from the home page."
        action={
          <LinkButtons
            links={[
              { to: '/', label: 'Go to the home page' },
              { to: '/jobs', label: 'Browse jobs' },
            ]}
          />
        }
      />
    </Page>
  );
}
