import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Button, Collapse, Stack, TextField } from '@mui/material';
import type { ChangeEvent } from 'react';
import { useId, useState } from 'react';
import { useHydrated } from '@devjobs/web/use-hydrated';
import { useTextFields } from '@devjobs/web/use-text-fields';
import type { BuyerTax } from '../lib/payments-api';

/**
 * India's states and union territories by name, as the order calls take them (the API checks the
 * name and, with a GSTIN, that it is the GSTIN's state: product.md#invoices).
 */
export const GST_STATE_NAMES = [
  'Andaman and Nicobar Islands',
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chandigarh',
  'Chhattisgarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jammu and Kashmir',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Ladakh',
  'Lakshadweep',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Puducherry',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;

const GSTIN_LENGTH = 15;

/**
 * The buyer's optional GST details for the invoice (product.md#invoices, decision 070): a GSTIN and
 * a state, behind a disclosure by a Buy button. `order()` is what an order call sends (each only
 * when filled; earlier refusals cleared); `refuse(field, message)` shows a refusal naming `gstin`
 * or `state` under its field (the panel opened) and is false for any other.
 */
export function useGstDetails() {
  const form = useTextFields({ gstin: '', state: '' });
  const [open, setOpen] = useState(false);

  const order = (): BuyerTax => {
    form.setErrors({});
    const gstin = form.values.gstin.trim();
    const { state } = form.values;
    return { ...(gstin ? { gstin } : {}), ...(state ? { state } : {}) };
  };

  const refuse = (field: string | undefined, message: string): boolean => {
    if (field !== 'gstin' && field !== 'state') return false;
    form.setErrors({ [field]: message });
    setOpen(true);
    return true;
  };

  return { form, open, setOpen, order, refuse };
}

/** What a purchase takes of them: the details to send, and where a refusal shows. */
export type GstCheckout = Pick<ReturnType<typeof useGstDetails>, 'order' | 'refuse'>;

/** The disclosure and its two fields; the parent holds them with `useGstDetails`. */
export function GstDetails({ gst }: { gst: ReturnType<typeof useGstDetails> }) {
  const hydrated = useHydrated();
  const panelId = useId();
  const gstin = gst.form.field(
    'gstin',
    'Optional. 15 characters, e.g. 27AAPFU0939F1ZV: printed on the invoice.',
  );
  // Upper-cased as typed, the caret kept where it was (same length, so the same place).
  const typeGstin = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const input = event.target;
    const { selectionStart, selectionEnd } = input;
    input.value = input.value.toUpperCase();
    input.setSelectionRange(selectionStart, selectionEnd);
    gstin.onChange(event);
  };
  return (
    <Box>
      <Button
        variant="text"
        size="small"
        endIcon={gst.open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        aria-expanded={gst.open}
        aria-controls={panelId}
        disabled={!hydrated}
        onClick={() => gst.setOpen((open) => !open)}
        sx={{ textAlign: 'left', px: 0.5 }}
      >
        Add GST details for a business invoice (optional)
      </Button>
      <Collapse in={gst.open}>
        <Stack id={panelId} spacing={2} sx={{ pt: 1.5 }}>
          <TextField
            label="GSTIN"
            size="small"
            autoComplete="off"
            {...gstin}
            onChange={typeGstin}
            slotProps={{
              htmlInput: {
                maxLength: GSTIN_LENGTH,
                autoCapitalize: 'characters',
                spellCheck: false,
              },
            }}
          />
          <TextField
            select
            label="State"
            size="small"
            {...gst.form.field('state', 'Optional. The place of supply on the invoice.')}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">Not given</option>
            {GST_STATE_NAMES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </TextField>
        </Stack>
      </Collapse>
    </Box>
  );
}
