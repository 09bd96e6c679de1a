import { Link as RouterLink } from 'react-router-dom';
import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import WorkOutlined from '@mui/icons-material/WorkOutlined';
import LightbulbOutlined from '@mui/icons-material/LightbulbOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import { PageHeader } from '../../components/PageHeader';

const SHORTCUTS = [
  { icon: WorkOutlined, title: 'Job postings', text: 'Create, edit and remove the jobs shown on the public board.', to: '/admin/jobs', action: 'Manage Jobs' },
  { icon: LightbulbOutlined, title: 'User suggestions', text: 'Read the feedback visitors send from the job pages.', to: '/admin/suggestions', action: 'View suggestions' },
];

/** /admin/dashboard. Usage and revenue stats come with the stats API in a later issue. */
export function DashboardPage() {
  return (
    <>
      <PageHeader
        title="Admin Dashboard"
        actions={
          <Button component={RouterLink} to="/admin/jobs" variant="contained" startIcon={<WorkOutlined />}>
            Manage Jobs
          </Button>
        }
      />
      <Stack spacing={3}>
        <Alert severity="info" variant="outlined">
          Usage and revenue stats (job views, course purchases and revenue for today, this month and all time) arrive with a later
          release. Nothing is shown here until they are real.
        </Alert>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {SHORTCUTS.map((shortcut) => (
            <ShortcutCard key={shortcut.to} {...shortcut} />
          ))}
        </Stack>
      </Stack>
    </>
  );
}

function ShortcutCard({ title, text, to, action, icon: Icon }: { title: string; text: string; to: string; action: string; icon: SvgIconComponent }) {
  return (
    <Card sx={{ flex: 1 }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Icon color="primary" aria-hidden />
          <Typography variant="h2" component="h2" sx={{ fontSize: '1.05rem' }}>
            {title}
          </Typography>
        </Stack>
        <Typography color="text.secondary" variant="body2" sx={{ mb: 2 }}>
          {text}
        </Typography>
        <Button component={RouterLink} to={to} size="small" variant="outlined">
          {action}
        </Button>
      </CardContent>
    </Card>
  );
}
