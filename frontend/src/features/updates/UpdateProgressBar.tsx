import Box from '@mui/material/Box';

import type { UpdateBroadcastCountsDto } from '../../api/generated/model';
import { progressSegments } from './update-progress';

export interface UpdateProgressBarProps {
  counts: UpdateBroadcastCountsDto;
  /** The bar's accessible name, e.g. 'Progress of the update of Velvet Evening Gown to 2.0'. */
  label: string;
}

/** One bar: sent (success), failed (error), with a box (info, lighter), the rest waiting (the track). */
export function UpdateProgressBar({ counts, label }: UpdateProgressBarProps) {
  const parts = progressSegments(counts);
  const segments = [
    { key: 'sent', width: parts.sent, color: 'success.main' },
    { key: 'failed', width: parts.failed, color: 'error.main' },
    { key: 'handed', width: parts.handed, color: 'info.light' },
  ];
  return (
    <Box
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={parts.done}
      aria-valuetext={`${parts.done}% done`}
      sx={{ display: 'flex', height: 10, borderRadius: 5, overflow: 'hidden', bgcolor: 'action.hover' }}
    >
      {segments.map((segment) => (
        <Box key={segment.key} data-part={segment.key} sx={{ width: `${segment.width}%`, bgcolor: segment.color, transition: 'width 300ms ease' }} />
      ))}
    </Box>
  );
}
