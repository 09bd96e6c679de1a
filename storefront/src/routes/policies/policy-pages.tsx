import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { PolicyPage } from './PolicyPage';
import { COURSE_ACCESS_PROMISE } from '@devjobs/web/course-access';

/**
 * The policy pages with the figures of product.md#limits: cancellation within 7 days, refund only
 * when under 20% of the content was accessed, refunds in 5-7 business days, delivery within 0-7 days.
 */

/** "contact us", linking to the Contact Us page. */
export function ContactLink() {
  return (
    <Link component={RouterLink} to="/contact">
      contact us
    </Link>
  );
}

export function RefundPolicyPage() {
  return (
    <PolicyPage
      title="Cancellation & Refund Policy"
      description="Cancel a DevJobs course or PDF purchase within 7 days; refunds when under 20% of the content was accessed, paid back in 5-7 business days."
      intro="What happens when a purchase is not right for you."
      sections={[
        {
          heading: 'Cancellation',
          body: <p>You may cancel a course or PDF purchase within 7 days of buying it.</p>,
        },
        {
          heading: 'What a course gives',
          body: <p>{COURSE_ACCESS_PROMISE}</p>,
        },
        {
          heading: 'Refunds',
          body: (
            <>
              <p>
                A cancelled purchase is refunded only if less than 20% of its content has been
                accessed. Past that point we cannot offer a refund.
              </p>
              <p>
                A course module counts as accessed once its text or video is sent to you. Nothing
                opens by itself: the reader asks before you open the module that would end your
                refund.
              </p>
              <p>Approved refunds reach your original payment method within 5-7 business days.</p>
            </>
          ),
        },
        {
          heading: 'How to ask',
          body: (
            <p>
              To cancel or ask for a refund, <ContactLink /> with the email you bought with and your
              order id.
            </p>
          ),
        },
      ]}
    />
  );
}

export function TermsPage() {
  return (
    <PolicyPage
      title="Terms and Conditions"
      description="The terms of using DevJobs: job listings that link to the hiring company, your account, and 30-day personal access to courses and notes."
      intro="The rules for using DevJobs, in short."
      sections={[
        {
          heading: 'Job listings',
          body: (
            <p>
              Listings link to the hiring company's own page. We review each listing, but the hiring
              company is responsible for the role, its terms and its selection process. Applying
              happens on their site.
            </p>
          ),
        },
        {
          heading: 'Accounts',
          body: (
            <p>
              Keep your password to yourself; you are responsible for what is done with your
              account. We may close accounts that abuse the service.
            </p>
          ),
        },
        {
          heading: 'Courses and notes',
          body: (
            <p>
              {COURSE_ACCESS_PROMISE} Course access is for your personal use. Notes and course
              content may not be shared or resold. Cancellations and refunds follow our{' '}
              <Link component={RouterLink} to="/refund-policy">
                refund policy
              </Link>
              .
            </p>
          ),
        },
      ]}
    />
  );
}

export function ShippingPolicyPage() {
  return (
    <PolicyPage
      title="Shipping & Delivery Policy"
      description="DevJobs sells digital products only: nothing is shipped by post. Courses and PDF notes are delivered within 0-7 days of payment, usually at once."
      intro="Everything we sell is digital: nothing is shipped by post."
      sections={[
        {
          heading: 'Delivery time',
          body: (
            <p>
              Digital products are delivered within 0-7 days of payment. In practice PDFs download
              right after payment and course access starts at once.
            </p>
          ),
        },
        {
          heading: 'If something did not arrive',
          body: (
            <p>
              If you paid and cannot reach your purchase, <ContactLink /> with your order id and we
              will sort it out.
            </p>
          ),
        },
      ]}
    />
  );
}

export function PrivacyPolicyPage() {
  return (
    <PolicyPage
      title="Privacy Policy"
      description="What DevJobs keeps about you and why: your account, orders and suggestions. Card details stay with the payment provider; one sign-in cookie, no tracking."
      intro="What we keep about you, and why."
      sections={[
        {
          heading: 'What we collect',
          body: (
            <ul>
              <li>Your name, email and a secure hash of your password when you sign up.</li>
              <li>Your orders and course access, so you can reach what you bought.</li>
              <li>Suggestions you send us, and anonymous view counts of job listings.</li>
            </ul>
          ),
        },
        {
          heading: 'Payments',
          body: (
            <p>Card details go straight to our payment provider; we never see or store them.</p>
          ),
        },
        {
          heading: 'Cookies',
          body: <p>We use one cookie to keep you signed in. No advertising or tracking cookies.</p>,
        },
        {
          heading: 'Your data',
          body: (
            <p>
              To see or delete what we hold about you, <ContactLink />.
            </p>
          ),
        },
      ]}
    />
  );
}
