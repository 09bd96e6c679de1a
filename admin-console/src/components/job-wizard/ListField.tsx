import { useEffect, useRef } from 'react';
import {
  Box,
  Button,
  FormHelperText,
  IconButton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { newRow, type ListRow } from './job-form';

type Props = {
  /** Field label, e.g. 'Responsibilities'; also names the rows and buttons for screen readers. */
  label: string;
  id: string;
  rows: ListRow[];
  onChange(rows: ListRow[]): void;
  placeholder?: string;
  error?: string;
};

/** A list of text rows: starts with one, '+ Add' appends, each row can be removed while more than one is left. */
export function ListField({ label, id, rows, onChange, placeholder, error }: Props) {
  const focusKey = useRef<number | null>(null);
  const inputs = useRef(new Map<number, HTMLInputElement>());

  useEffect(() => {
    if (focusKey.current !== null) {
      inputs.current.get(focusKey.current)?.focus();
      focusKey.current = null;
    }
  });

  function update(key: number, value: string) {
    onChange(rows.map((row) => (row.key === key ? { ...row, value } : row)));
  }

  function add() {
    const row = newRow();
    focusKey.current = row.key;
    onChange([...rows, row]);
  }

  function remove(index: number) {
    if (rows.length <= 1) return;
    const next = rows.filter((_, i) => i !== index);
    focusKey.current = next[Math.min(index, next.length - 1)].key;
    onChange(next);
  }

  const legendId = `${id}-legend`;
  return (
    <Box
      component="fieldset"
      aria-describedby={error ? `${id}-error` : undefined}
      sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}
    >
      <Typography component="legend" id={legendId} variant="subtitle1" sx={{ mb: 1, p: 0 }}>
        {label}
      </Typography>
      <Stack spacing={1}>
        {rows.map((row, index) => (
          <Stack key={row.key} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <TextField
              size="small"
              value={row.value}
              placeholder={placeholder}
              onChange={(e) => update(row.key, e.target.value)}
              inputRef={(el: HTMLInputElement | null) => {
                if (el) inputs.current.set(row.key, el);
                else inputs.current.delete(row.key);
              }}
              slotProps={{
                htmlInput: { 'aria-label': `${label} row ${index + 1}`, id: `${id}-${index}` },
              }}
            />
            <IconButton
              aria-label={`Remove ${label} row ${index + 1}`}
              onClick={() => remove(index)}
              disabled={rows.length <= 1}
              size="small"
            >
              <DeleteOutlined fontSize="small" />
            </IconButton>
          </Stack>
        ))}
      </Stack>
      {error && (
        <FormHelperText error id={`${id}-error`}>
          {error}
        </FormHelperText>
      )}
      <Button
        size="small"
        startIcon={<Add />}
        onClick={add}
        aria-label={`Add ${label} row`}
        sx={{ mt: 1 }}
      >
        Add
      </Button>
    </Box>
  );
}
