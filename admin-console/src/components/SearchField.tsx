import { InputAdornment, TextField, type SxProps, type Theme } from '@mui/material';
import Search from '@mui/icons-material/Search';

/** A list page's search box: a labelled search input with the magnifier in front. */
export function SearchField({
  label,
  value,
  onChange,
  placeholder,
  sx,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  sx?: SxProps<Theme>;
}) {
  return (
    <TextField
      label={label}
      type="search"
      size="small"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      placeholder={placeholder}
      sx={sx}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search fontSize="small" aria-hidden />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
