import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { signInPath } from '@devjobs/web/after-login';
import { LinkButtons, type LinkButton } from './LinkButtons';
import { EmptyMessage } from './EmptyMessage';

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
    <EmptyMessage
      icon={LockOutlinedIcon}
      title={title}
      description={description}
      action={<LinkButtons links={[{ to: signInPath('/login', from), label: 'Login' }, ...more]} />}
    />
  );
}
