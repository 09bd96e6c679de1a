import { MenuItem, TextField } from '@mui/material';

/**
 * A list page's filter as a select: `allLabel` ('All kinds') stands for the empty value, so the box
 * never looks blank; a value not among `options` shows as that empty value.
 */
export function FilterSelect({
  label,
  allLabel,
  value,
  options,
  onChange,
  minWidth,
}: {
  label: string;
  allLabel: string;
  value: string | null;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  minWidth: number;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={options.some((o) => o.value === value) ? value : ''}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      sx={{ minWidth }}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
