import { useHydrated } from '@devjobs/web/use-hydrated';
import { Button, type ButtonProps } from '@mui/material';
import { STEP_LABELS, type PurchaseStep } from '../lib/purchase';

type Props = {
  /** This item's purchase step while it runs: the button spins and says the step. */
  step: PurchaseStep | null;
  /** Another purchase runs, or payments are off: the button waits, unlabelled by a step. */
  disabled: boolean;
  onClick: () => void;
  /** The id of what explains the button (the item's title, or why payments are off). */
  describedBy?: string;
  label?: string;
  variant?: ButtonProps['variant'];
};

/**
 * A Buy button: 'Buy Now' (or `label`), a spinner and the step while its purchase runs. Disabled
 * until the app runs: paying needs it (decision 054).
 */
export function BuyButton({
  step,
  disabled,
  onClick,
  describedBy,
  label = 'Buy Now',
  variant = 'contained',
}: Props) {
  const hydrated = useHydrated();
  return (
    <Button
      variant={variant}
      size="large"
      onClick={onClick}
      disabled={disabled || !hydrated}
      loading={step !== null}
      loadingPosition="start"
      aria-describedby={describedBy}
      aria-live="polite"
      sx={{ minWidth: 200 }}
    >
      {step ? STEP_LABELS[step] : label}
    </Button>
  );
}
