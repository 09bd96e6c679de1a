import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';

/** The storefront's primary colour (storefront/src/lib/theme.ts, brand 600) and its lighter shade for dark mode. */
const BRAND = '#3b47c4';
const BRAND_ON_DARK = '#9aa3ff';
const INK = '#1f2430';
const MUTED = '#5b6275';
const fontFamily =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", Arial, sans-serif';

/**
 * Dark mode for the clients that honour it (Apple Mail, iOS, Outlook.com): the inline light colours
 * are overridden by class. Gmail inverts colours by itself.
 */
const DARK_MODE = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .dj-body { background-color: #12141a !important; }
  .dj-card { background-color: #1d2029 !important; border-color: #2c3040 !important; }
  .dj-text { color: #e8eaf0 !important; }
  .dj-muted { color: #a7adbd !important; }
  .dj-brand { color: ${BRAND_ON_DARK} !important; }
  .dj-button { background-color: ${BRAND_ON_DARK} !important; color: #12141a !important; }
}`;

export const text = {
  fontSize: '16px',
  lineHeight: '24px',
  color: INK,
  margin: '0 0 16px',
} as const;
export const muted = { ...text, fontSize: '14px', lineHeight: '20px', color: MUTED } as const;

/** One DevJobs message: the brand, a card that fits a 360 px screen, the sender's address below. */
export function MailLayout({
  preview,
  postalAddress,
  children,
}: {
  preview: string;
  postalAddress: string;
  children: ReactNode;
}) {
  return (
    <Html lang="en" dir="ltr">
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{DARK_MODE}</style>
      </Head>
      <Preview>{preview}</Preview>
      <Body
        className="dj-body"
        style={{ backgroundColor: '#f4f5fa', margin: 0, padding: '16px 8px', fontFamily }}
      >
        <Container style={{ maxWidth: '560px', width: '100%' }}>
          <Text
            className="dj-brand"
            style={{ fontSize: '20px', fontWeight: 700, color: BRAND, margin: '8px 0 16px' }}
          >
            DevJobs
          </Text>
          <Section
            className="dj-card"
            style={{
              backgroundColor: '#ffffff',
              border: '1px solid #e3e6ef',
              borderRadius: '8px',
              padding: '24px 20px',
            }}
          >
            {children}
          </Section>
          <Hr style={{ borderColor: 'transparent', margin: '8px 0' }} />
          <Text className="dj-muted" style={{ ...muted, fontSize: '12px', lineHeight: '18px' }}>
            {postalAddress}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

export function Paragraph({ children, quiet }: { children: ReactNode; quiet?: boolean }) {
  return (
    <Text className={quiet ? 'dj-muted' : 'dj-text'} style={quiet ? muted : text}>
      {children}
    </Text>
  );
}

/** One labelled value of an order or refund: 'Amount paid: **₹40**'. */
export function DetailRow({ label, value }: { label: string; value: string }) {
  return (
    <Paragraph quiet>
      {label}: <strong>{value}</strong>
    </Paragraph>
  );
}

/** A full-width button on a phone (`ActionButtonWithAddress` also writes its link out below it). */
export function ActionButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: '8px 0 20px' }}>
      <Button
        className="dj-button"
        href={href}
        style={{
          backgroundColor: BRAND,
          color: '#ffffff',
          borderRadius: '6px',
          padding: '12px 20px',
          fontSize: '16px',
          fontWeight: 600,
          display: 'block',
          textAlign: 'center',
        }}
      >
        {children}
      </Button>
    </Section>
  );
}

/** The action button with its link written out below it: "Or open this address: …". */
export function ActionButtonWithAddress({ href, children }: { href: string; children: ReactNode }) {
  return (
    <>
      <ActionButton href={href}>{children}</ActionButton>
      <Paragraph quiet>
        Or open this address: <Link href={href}>{href}</Link>
      </Paragraph>
    </>
  );
}
