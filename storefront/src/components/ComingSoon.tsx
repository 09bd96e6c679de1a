import ConstructionIcon from '@mui/icons-material/Construction';
import { EmptyState } from '@devjobs/web/EmptyState';
import { LinkButtons, type LinkButton } from './LinkButtons';
import { Page } from './Page';

/** A page whose content arrives with a later issue: its real title, what it will hold, ways on (the first is the main one). */
export function ComingSoon({ title, description, links }: { title: string; description: string; links: LinkButton[] }) {
  return (
    <Page title={title} maxWidth="md">
      <EmptyState
        titleComponent="h1"
        icon={<ConstructionIcon color="disabled" sx={{ fontSize: 56 }} aria-hidden />}
        title={title}
        description={description}
        action={<LinkButtons links={links} />}
      />
    </Page>
  );
}
