import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import FilterListOutlined from '@mui/icons-material/FilterListOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useState } from 'react';

import type { QuickRange } from '../../ui/slt-time';
import { countActiveFilters, NO_FILTERS, quickDateFilter, type TransactionFilters } from './transaction-filters';
import { TransactionFilterPanel } from './TransactionFilterPanel';

export interface TransactionsToolbarProps {
  search: string;
  onSearchChange: (search: string) => void;
  filters: TransactionFilters;
  onFiltersChange: (filters: TransactionFilters) => void;
  exporting: boolean;
  onExport: () => void;
}

const QUICK_RANGES: { value: QuickRange; label: string }[] = [
  { value: 'today', label: 'Today' },
  { value: 'week', label: 'This Week' },
  { value: 'month', label: 'This Month' },
];

function isQuickRange(kind: string): kind is QuickRange {
  return QUICK_RANGES.some((range) => range.value === kind);
}

export function TransactionsToolbar({ search, onSearchChange, filters, onFiltersChange, exporting, onExport }: TransactionsToolbarProps) {
  const [filterAnchor, setFilterAnchor] = useState<HTMLElement | null>(null);
  const activeFilters = countActiveFilters(filters);
  const quickRange = isQuickRange(filters.dates.kind) ? filters.dates.kind : null;

  const chooseQuickRange = (range: QuickRange | null) => {
    // Choosing the selected range again clears it; the range's instants are fixed when it is chosen.
    onFiltersChange({ ...filters, dates: range ? quickDateFilter(range) : NO_FILTERS.dates });
  };

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ mb: 2, alignItems: { md: 'center' } }}>
      <TextField
        type="search"
        size="small"
        margin="none"
        placeholder="Search transactions..."
        value={search}
        onChange={(event) => onSearchChange(event.target.value)}
        sx={{ flex: 1, minWidth: { md: 240 } }}
        slotProps={{
          htmlInput: { 'aria-label': 'Search transactions', maxLength: 100 },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchOutlined fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Badge badgeContent={activeFilters} color="primary" overlap="rectangular">
          <Button
            variant="outlined"
            startIcon={<FilterListOutlined />}
            onClick={(event) => setFilterAnchor(event.currentTarget)}
            aria-haspopup="dialog"
            aria-expanded={filterAnchor !== null}
          >
            Filter
          </Button>
        </Badge>
        <Button variant="outlined" startIcon={<FileDownloadOutlined />} onClick={onExport} disabled={exporting}>
          {exporting ? 'Exporting...' : 'Export'}
        </Button>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={quickRange}
          onChange={(_event, value: QuickRange | null) => chooseQuickRange(value)}
          aria-label="Date range (SLT)"
        >
          {QUICK_RANGES.map((range) => (
            <ToggleButton key={range.value} value={range.value} sx={{ px: 1.5 }}>
              {range.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <TransactionFilterPanel anchorEl={filterAnchor} filters={filters} onChange={onFiltersChange} onClose={() => setFilterAnchor(null)} />
    </Stack>
  );
}
