import { useCallback, useEffect, useReducer, useState } from 'react';

import type { ApiError } from '../../../api/api-error';
import type { MonitorEntryDto, MonitorSnapshotDto } from '../../../api/generated/model';
import { openLiveStream, type StreamStatus } from '../../../api/live-stream';
import { INITIAL_MONITOR_STATE, type MonitorFilters, monitorReducer, type MonitorState, monitorStreamUrl } from './monitor-state';

export interface ActivityMonitor extends MonitorState {
  status: StreamStatus;
  /** Why the stream stopped for good (e.g. 403), or null. */
  error: ApiError | null;
  pause: () => void;
  resume: () => void;
}

/** The monitor's stream for these filters: a new stream (and a new snapshot) whenever they change. */
export function useActivityMonitor(filters: MonitorFilters): ActivityMonitor {
  const [state, dispatch] = useReducer(monitorReducer, INITIAL_MONITOR_STATE);
  const [status, setStatus] = useState<StreamStatus>('connecting');
  // Kept with the address it is about: a new address (new filters) starts without it.
  const [failure, setFailure] = useState<{ url: string; error: ApiError } | null>(null);
  const url = monitorStreamUrl(filters);

  useEffect(() => {
    dispatch({ type: 'reset' });
    return openLiveStream({
      stream: 'monitor',
      url,
      events: ['snapshot', 'entry'],
      onEvent: (event, data) => {
        if (event === 'snapshot') dispatch({ type: 'snapshot', entries: (JSON.parse(data) as MonitorSnapshotDto).entries });
        else dispatch({ type: 'entry', entry: JSON.parse(data) as MonitorEntryDto });
      },
      onStatus: (next, failure) => {
        setStatus(next);
        if (failure) setFailure({ url, error: failure });
      },
    });
  }, [url]);

  const pause = useCallback(() => dispatch({ type: 'pause' }), []);
  const resume = useCallback(() => dispatch({ type: 'resume' }), []);
  return { ...state, status, error: failure?.url === url ? failure.error : null, pause, resume };
}
