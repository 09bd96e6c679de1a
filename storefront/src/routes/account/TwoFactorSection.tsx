import { TwoFactorSettings } from '@devjobs/web/TwoFactorSettings';
import { AccountSection } from './AccountSection';

/** /account's two-factor sign-in (docs/product.md#two-factor-sign-in): optional for customers. */
export function TwoFactorSection() {
  return (
    <AccountSection id="two-factor-heading" title="Two-factor sign-in">
      <TwoFactorSettings />
    </AccountSection>
  );
}
