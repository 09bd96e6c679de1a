import { skipToken, useQuery } from '@apollo/client/react';
import SearchIcon from '@mui/icons-material/Search';
import { Autocomplete, InputAdornment, TextField } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '@devjobs/web/use-debounced-value';
import { JobTitleSuggestionsDocument } from '../../graphql/generated/operations';

type Props = {
  /** The title filter in the URL. */
  value: string;
  /** Sets the title filter; `commit` is true for a deliberate choice (Enter, a picked suggestion). */
  onChange: (q: string, commit: boolean) => void;
};

const DEBOUNCE_MS = 250;

/**
 * The job-title box: free text, with suggestions of distinct open-job titles matching what was
 * typed (product.md#job-list), asked for once typing pauses. The list follows the typed text after the same pause.
 */
export function JobTitleSearch({ value, onChange }: Props) {
  const [input, setInput] = useState(value);
  const typed = useDebouncedValue(input, DEBOUNCE_MS).trim();
  const lastSent = useRef(value);

  // The URL changed under us (Back, Clear filters, a shared link): show what it says.
  useEffect(() => {
    if (value !== lastSent.current) {
      lastSent.current = value;
      setInput(value);
    }
  }, [value]);

  // Typing paused: filter the list by what is in the box.
  useEffect(() => {
    if (typed !== lastSent.current) {
      lastSent.current = typed;
      onChange(typed, false);
    }
    // Only a change of the typed text may write the URL, never a change of `value` (see above).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);

  const { data, loading } = useQuery(
    JobTitleSuggestionsDocument,
    typed ? { variables: { q: typed } } : skipToken,
  );
  const options = typed ? (data?.jobTitleSuggestions ?? []) : [];

  function commit(q: string) {
    const next = q.trim();
    setInput(next);
    lastSent.current = next;
    onChange(next, true);
  }

  return (
    <Autocomplete
      freeSolo
      options={options}
      filterOptions={(x) => x}
      value={value || null}
      inputValue={input}
      onInputChange={(_event, next, reason) => {
        if (reason === 'reset') return; // MUI echoing the chosen value; onChange handles it.
        setInput(next);
      }}
      onChange={(_event, next) => commit(typeof next === 'string' ? next : '')}
      loading={loading}
      loadingText="Looking for titles…"
      noOptionsText="No matching titles"
      renderInput={(params) => (
        <TextField
          {...params}
          label="Job title"
          placeholder="e.g. React developer"
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" aria-hidden />
                </InputAdornment>
              ),
            },
            htmlInput: { ...params.slotProps.htmlInput, enterKeyHint: 'search', maxLength: 200 },
          }}
        />
      )}
    />
  );
}
