import { Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Page } from '../../components/Page';

export type PolicySection = { heading: string; body: ReactNode };

type Props = {
  title: string;
  /** The page's meta description. */
  description: string;
  intro: ReactNode;
  sections: PolicySection[];
  /** What follows the sections (the contact form). */
  children?: ReactNode;
};

/** A page of plain text: a title, an intro line and headed sections (policies, contact, FAQ). */
export function PolicyPage({ title, description, intro, sections, children }: Props) {
  return (
    <Page title={title} description={description} maxWidth="md">
      <Paper variant="outlined" component="article" sx={{ p: { xs: 3, sm: 5 } }}>
        <Typography variant="h2" component="h1" sx={{ mb: 1.5 }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          {intro}
        </Typography>
        <Stack spacing={3.5}>
          {sections.map((section) => (
            <section key={section.heading}>
              <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
                {section.heading}
              </Typography>
              <Typography
                component="div"
                sx={{ '& p': { m: 0, mb: 1 }, '& ul': { m: 0, pl: 3 }, '& li + li': { mt: 0.5 } }}
              >
                {section.body}
              </Typography>
            </section>
          ))}
        </Stack>
        {children}
      </Paper>
    </Page>
  );
}
