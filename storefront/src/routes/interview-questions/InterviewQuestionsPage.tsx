import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Box, Button, Grid, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { Page } from '../../components/Page';
import { INTERVIEW_TOPICS } from './interview-topics';

/** Leads to the notes on sale: the page's main way on. */
function PdfShopButton({ label }: { label: string }) {
  return (
    <Button
      component={RouterLink}
      to="/interview-prep-pdfs"
      variant="contained"
      size="large"
      endIcon={<ArrowForwardIcon />}
      sx={{ flexShrink: 0 }}
    >
      {label}
    </Button>
  );
}

/**
 * /interview-questions (product.md#screens-and-routes names the page only): the topics developer interviews cover,
 * a few representative questions each, and the way to the interview-prep PDFs that answer them.
 */
export function InterviewQuestionsPage() {
  return (
    <Page
      title="Interview Questions"
      description="Developer interview questions by topic: React, JavaScript, system design, data structures and algorithms, and behavioural rounds, with prep notes."
    >
      <Box component="header" sx={{ mb: 5, maxWidth: 760 }}>
        <Typography variant="h2" component="h1" sx={{ mb: 1.5 }}>
          Interview Questions
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          The questions that come up again and again in developer interviews, by topic. Practise
          answering them out loud; the Interview Prep PDFs walk through the answers.
        </Typography>
        <PdfShopButton label="Get the Interview Prep PDFs" />
      </Box>

      <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {INTERVIEW_TOPICS.map((topic) => (
          <Grid key={topic.id} component="li" size={{ xs: 12, md: 6 }}>
            <Paper
              variant="outlined"
              component="section"
              aria-labelledby={`topic-${topic.id}`}
              sx={{ p: { xs: 2.5, sm: 3 }, height: '100%' }}
            >
              <Typography id={`topic-${topic.id}`} variant="h4" component="h2" sx={{ mb: 0.5 }}>
                {topic.title}
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                {topic.summary}
              </Typography>
              <Box component="ol" sx={{ m: 0, pl: 3, '& li + li': { mt: 1 } }}>
                {topic.questions.map((question) => (
                  <li key={question}>{question}</li>
                ))}
              </Box>
            </Paper>
          </Grid>
        ))}
      </Grid>

      <Paper
        variant="outlined"
        component="aside"
        aria-labelledby="prep-notes"
        sx={{ mt: 5, p: { xs: 3, sm: 4 } }}
      >
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={3}
          sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}
        >
          <div>
            <Typography id="prep-notes" variant="h4" component="h2" sx={{ mb: 0.5 }}>
              Want the answers?
            </Typography>
            <Typography color="text.secondary">
              Handwritten React notes and intermediate React notes, as PDFs to keep: ready to
              download after payment.
            </Typography>
          </div>
          <PdfShopButton label="Browse the PDF notes" />
        </Stack>
      </Paper>
    </Page>
  );
}
