import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { EmptyState } from '@devjobs/web/EmptyState';
import { LinkButtons, type LinkButton } from './LinkButtons';

/** A signed-out visitor's view of a page of their own: what it keeps, and Login back to `from`. */
export function SignInPrompt({
  title,
  description,
  from,
  more = [],
}: {
  title: string;
  description: string;
  from: string;
  /** Further ways on, after Login. */
  more?: LinkButton[];
}) {
  return (
    <EmptyState
      icon={<LockOutlinedIcon color="disabled" sx={{ fontSize: 48 }} aria-hidden />}
      title={title}
      description={description}
      action={<LinkButtons links={[{ to: '/login', label: 'Login', state: { from } }, ...more]} />}
    />
  );
}
