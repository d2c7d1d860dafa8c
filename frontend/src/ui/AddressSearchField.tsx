import SearchOutlined from '@mui/icons-material/SearchOutlined';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';

export interface AddressSearchFieldProps {
  label: string;
  placeholder: string;
  /** The search kept in the page address. */
  value: string;
  /** Writes the search to the address, once typing has paused for `delayMs`. */
  onSearch: (search: string) => void;
  delayMs: number;
}

/** A list's search box whose text lives in the page address: what is typed goes there once typing pauses; a new address (back, a link) replaces it. */
export function AddressSearchField({ label, placeholder, value, onSearch, delayMs }: AddressSearchFieldProps) {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setDraft(value);
  }
  useEffect(() => {
    if (draft === value) return undefined;
    const timer = setTimeout(() => onSearch(draft), delayMs);
    return () => clearTimeout(timer);
  }, [draft, value, onSearch, delayMs]);
  return (
    <TextField
      label={label}
      placeholder={placeholder}
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      margin="none"
      slotProps={{
        htmlInput: { maxLength: 100 },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchOutlined />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
