import { Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PolicyPage, type PolicySection } from '../policies/PolicyPage';
import { ContactLink } from '../policies/policy-pages';
import { COURSE_ACCESS_PROMISE } from '@devjobs/web/course-access';

type Question = { q: string; a: ReactNode };

function PageLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to}>
      {children}
    </Link>
  );
}

/** A topic's questions, each an h3 over its answer. */
function Questions({ items }: { items: Question[] }) {
  return items.map((item) => (
    <div key={item.q}>
      <Typography variant="h6" component="h3" sx={{ mt: 2, mb: 0.5 }}>
        {item.q}
      </Typography>
      <p>{item.a}</p>
    </div>
  ));
}

/** The topics of /faq, each a list of questions with their answers. */
const TOPICS: PolicySection[] = [
  {
    heading: 'Jobs',
    body: (
      <Questions
        items={[
          {
            q: 'Do I need an account to browse or apply?',
            a: (
              <>
                No. Browse the <PageLink to="/jobs">jobs board</PageLink>, open a listing and apply
                on the company's own page. An account is only needed to buy courses and notes.
              </>
            ),
          },
          {
            q: 'Where do the jobs come from?',
            a: 'Every listing is reviewed by a developer before it goes live. Nothing is scraped in bulk, and there are no recruiter reposts.',
          },
          {
            q: 'How do I apply?',
            a: "Apply Now on a job's page opens the official company link in a new tab. You apply there, directly.",
          },
          {
            q: 'A listing is wrong or outdated. What can I do?',
            a: 'Send a suggestion with the form at the bottom of its page: it reaches the team that reviews listings.',
          },
        ]}
      />
    ),
  },
  {
    heading: 'Payments',
    body: (
      <Questions
        items={[
          {
            q: 'What can I buy, and in which currency?',
            a: (
              <>
                Video <PageLink to="/courses">courses</PageLink> and{' '}
                <PageLink to="/interview-prep-pdfs">interview prep PDFs</PageLink>. Prices are in
                Indian rupees (₹).
              </>
            ),
          },
          {
            q: 'How do I pay?',
            a: 'Through our card payment provider’s secure checkout. Your card details go to the provider; we never see or store them.',
          },
          {
            q: 'When do I get what I bought?',
            a: (
              <>
                Right after payment: PDFs download at once and course access starts at once. Our{' '}
                <PageLink to="/shipping-policy">delivery policy</PageLink> promises delivery within
                0-7 days.
              </>
            ),
          },
        ]}
      />
    ),
  },
  {
    heading: 'Course access',
    body: (
      <Questions
        items={[
          {
            q: 'How long does course access last?',
            a: COURSE_ACCESS_PROMISE,
          },
          {
            q: 'Where do I find my courses?',
            a: (
              <>
                Sign in and open <PageLink to="/your-courses">Your Courses</PageLink>: every course
                you bought is listed there, with how long your access lasts.
              </>
            ),
          },
        ]}
      />
    ),
  },
  {
    heading: 'Refunds',
    body: (
      <Questions
        items={[
          { q: 'Can I cancel a purchase?', a: 'Yes, within 7 days of buying it.' },
          {
            q: 'When do I get my money back?',
            a: 'A cancelled purchase is refunded only if less than 20% of its content was accessed. Approved refunds reach your original payment method within 5-7 business days.',
          },
          {
            q: 'How do I ask for a refund?',
            a: (
              <>
                Please <ContactLink /> with the email you bought with and your order id. The full
                terms are in our <PageLink to="/refund-policy">refund policy</PageLink>.
              </>
            ),
          },
        ]}
      />
    ),
  },
];

/** /faq: the questions people ask most, by topic; the figures are those of product.md#limits (30 days of access; refunds 7 days, under 20%, 5-7 business days). */
export function FaqPage() {
  return (
    <PolicyPage
      title="Frequently Asked Questions"
      description="Answers about DevJobs: how jobs are curated and applied to, paying in rupees, 30 days of course access, and refunds within 7 days."
      intro="Short answers to what people ask us most, by topic."
      sections={TOPICS}
    />
  );
}
