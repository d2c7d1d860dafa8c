import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

import {
  type AnalyticsInterval,
  type AnalyticsSelection,
  defaultInterval,
  INTERVALS,
  isDay,
  presetRange,
  RANGE_PRESETS,
  type RangePreset,
} from './analytics-range';

export interface AnalyticsRangeBarProps {
  selection: AnalyticsSelection;
  /** Today's SLT day, YYYY-MM-DD: presets end with it. */
  today: string;
  onChange: (selection: AnalyticsSelection) => void;
}

/** The range (a preset or custom SLT days) and the interval of the analytics page; the page keeps them in its address. */
export function AnalyticsRangeBar({ selection, today, onChange }: AnalyticsRangeBarProps) {
  const choosePreset = (value: RangePreset | 'custom' | null) => {
    if (value === null || value === selection.preset) return;
    if (value === 'custom') onChange({ ...selection, preset: 'custom' });
    else {
      // A preset brings its default interval back (months for a year, days for 30 days).
      const range = presetRange(value, today);
      onChange({ preset: value, ...range, interval: defaultInterval(range.from, range.to) });
    }
  };
  const changeDay = (field: 'from' | 'to', value: string) => {
    if (isDay(value)) onChange({ ...selection, preset: 'custom', [field]: value });
  };

  return (
    <Paper component="section" variant="outlined" aria-label="Analytics range" sx={{ p: 2, mb: 3 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' }, flexWrap: 'wrap' }} useFlexGap>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={selection.preset}
          onChange={(_event, value: RangePreset | 'custom' | null) => choosePreset(value)}
          aria-label="Range"
          sx={{ flexWrap: 'wrap' }}
        >
          {RANGE_PRESETS.map((preset) => (
            <ToggleButton key={preset.value} value={preset.value}>
              {preset.label}
            </ToggleButton>
          ))}
          <ToggleButton value="custom">Custom</ToggleButton>
        </ToggleButtonGroup>
        {selection.preset === 'custom' ? (
          <Stack direction="row" spacing={2}>
            <TextField
              type="date"
              size="small"
              margin="none"
              label="From (SLT)"
              value={selection.from}
              onChange={(event) => changeDay('from', event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              type="date"
              size="small"
              margin="none"
              label="To (SLT)"
              value={selection.to}
              onChange={(event) => changeDay('to', event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Stack>
        ) : null}
        <TextField
          select
          size="small"
          margin="none"
          label="Group by"
          value={selection.interval}
          onChange={(event) => onChange({ ...selection, interval: event.target.value as AnalyticsInterval })}
          sx={{ width: { md: 160 } }}
        >
          {INTERVALS.map((interval) => (
            <MenuItem key={interval.value} value={interval.value}>
              {interval.label}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </Paper>
  );
}
