import { Link } from '@mui/material';
import { useState } from 'react';
import { PolicyPage } from '../policies/PolicyPage';
import { ContactForm } from './ContactForm';

const CONTACT_EMAIL = 'support@devjobs.example';

/** /contact (decision 031): how to reach us, and a form whose messages staff read with the suggestions. */
export function ContactPage() {
  // A sent message starts a fresh form.
  const [sent, setSent] = useState(0);
  return (
    <PolicyPage
      title="Contact Us"
      description="Contact DevJobs about a job listing, a course or PDF purchase, a refund or your account. Write to us or send a message; we answer in two business days."
      intro="Questions about a listing, a purchase or your account? We read every message."
      sections={[
        {
          heading: 'Contact details',
          body: (
            <ul>
              <li>
                Email: <Link href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</Link>
              </li>
              <li>Hours: Monday to Friday, 10:00 to 18:00 IST</li>
              <li>We answer within two business days.</li>
            </ul>
          ),
        },
        {
          heading: 'About a job listing',
          body: (
            <p>
              Spotted an outdated or wrong listing? Use the suggestion form at the bottom of the
              job's page: it reaches the team that reviews listings.
            </p>
          ),
        },
      ]}
    >
      <ContactForm key={sent} onSent={() => setSent((n) => n + 1)} />
    </PolicyPage>
  );
}
