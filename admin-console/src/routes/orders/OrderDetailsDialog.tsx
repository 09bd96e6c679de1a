import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { OrderRowFragment } from '../../graphql/generated/operations';
import { OrderDetails } from './OrderRow';

type Props = Omit<Parameters<typeof OrderDetails>[0], 'order'> & {
  /** The order shown; null: closed. */
  order: OrderRowFragment | null;
  onClose(): void;
};

/** An order's details, opened from its row: all the row holds, one part a line, with its actions. */
export function OrderDetailsDialog({ order, onClose, ...actions }: Props) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog open={Boolean(order)} onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm">
      <DialogTitle>Order details</DialogTitle>
      <DialogContent dividers>{order && <OrderDetails order={order} {...actions} />}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
