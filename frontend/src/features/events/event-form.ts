import { ApiError } from '../../api/api-error';
import type { CreateEventDto, EventDto } from '../../api/generated/model';
import { fromDateTimeLocal, toDateTimeLocal } from '../../ui/date-time-local';

export interface EventFormValues {
  name: string;
  description: string;
  /** `YYYY-MM-DDTHH:mm` in the browser's time zone, as a datetime-local input holds it. */
  startDate: string;
  endDate: string;
  /** Percent as typed, e.g. '7.5'; sent as a decimal string, never through a float. */
  commissionRate: string;
  isActive: boolean;
}

export type EventFormErrors = Partial<Record<keyof EventFormValues, string>>;

const FORM_FIELDS = ['name', 'description', 'startDate', 'endDate', 'commissionRate', 'isActive'] as const;
const DAY_MS = 86_400_000;

/** The event's values; a new event starts at the next full hour, runs a week, at the user's default rate. */
export function eventFormValues(event: EventDto | null, defaultCommissionRate: string, now: Date = new Date()): EventFormValues {
  if (event) {
    return {
      name: event.name,
      description: event.description ?? '',
      startDate: toDateTimeLocal(event.startDate),
      endDate: toDateTimeLocal(event.endDate),
      commissionRate: event.commissionRate,
      isActive: event.isActive,
    };
  }
  const start = new Date(now);
  start.setMinutes(0, 0, 0);
  start.setHours(start.getHours() + 1);
  return {
    name: '',
    description: '',
    startDate: toDateTimeLocal(start),
    endDate: toDateTimeLocal(new Date(start.getTime() + 7 * DAY_MS)),
    commissionRate: defaultCommissionRate,
    isActive: true,
  };
}

/**
 * The body for create and update. The rules (dates in order, rate from 0 to 100) live in the API
 * (backend/src/events/dto/event-input.dto.ts) and its messages are shown on the fields; a blank date or rate is
 * left out for the API to name. Blank description is sent as null (cleared).
 */
export function toEventInput(values: EventFormValues): CreateEventDto {
  const description = values.description.trim();
  const commissionRate = values.commissionRate.trim();
  const body: Partial<CreateEventDto> = {
    name: values.name.trim(),
    description: description === '' ? null : description,
    isActive: values.isActive,
  };
  const startDate = fromDateTimeLocal(values.startDate);
  const endDate = fromDateTimeLocal(values.endDate);
  if (startDate) body.startDate = startDate;
  if (endDate) body.endDate = endDate;
  if (commissionRate !== '') body.commissionRate = commissionRate;
  return body as CreateEventDto;
}

/** The API's first message for each form field, from a 400 answer. */
export function eventFieldErrors(error: unknown): EventFormErrors {
  if (!(error instanceof ApiError) || !error.fieldErrors) return {};
  const errors: EventFormErrors = {};
  for (const field of FORM_FIELDS) {
    const message = error.fieldErrors[field]?.[0];
    if (message) errors[field] = message;
  }
  return errors;
}
