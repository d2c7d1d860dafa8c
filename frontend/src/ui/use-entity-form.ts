import { type FormEvent, useState } from 'react';

import { ApiError } from '../api/api-error';
import { useToast } from './toast/toast-context';
import { type FieldBinding, type FormErrors, useFormFields } from './use-form-fields';

interface SaveCallbacks {
  onSuccess: () => void;
  onError: (error: unknown) => void;
}

/** The part of a generated create or update mutation the form uses. */
export interface SaveMutation<Variables> {
  isPending: boolean;
  mutate: (variables: Variables, callbacks: SaveCallbacks) => void;
}

/** The toast descriptions after a save, e.g. 'Vendor created successfully' and 'Failed to create vendor'. */
export interface EntityFormMessages {
  created: string;
  updated: string;
  createFailed: string;
  updateFailed: string;
}

export interface UseEntityFormOptions<Values, Input> {
  /** The id of the entity being edited; null when the form creates one. */
  editingId: number | null;
  initialValues: () => Values;
  toInput: (values: Values) => Input;
  /** Checks made before sending; without them every rule is left to the API. */
  validate?: (values: Values) => FormErrors<Values>;
  /** The API's messages for the form's fields. */
  fieldErrorsOf: (error: unknown) => FormErrors<Values>;
  create: SaveMutation<{ data: Input }>;
  update: SaveMutation<{ id: number; data: Input }>;
  /** Refetches the queries a save affects. */
  invalidate: () => Promise<void>;
  messages: EntityFormMessages;
  onClose: () => void;
}

/** What the dialog frame needs from the form. */
export interface EntityFormStatus {
  editing: boolean;
  pending: boolean;
  /** A failure no field is at fault for, said above the form. */
  formError: string | null;
  submit: (event: FormEvent) => void;
}

export interface EntityForm<Values> extends EntityFormStatus, FieldBinding<Values> {}

/** The state and save flow shared by the create-and-edit form of each entity. */
export function useEntityForm<Values, Input>({
  editingId,
  initialValues,
  toInput,
  validate,
  fieldErrorsOf,
  create,
  update,
  invalidate,
  messages,
  onClose,
}: UseEntityFormOptions<Values, Input>): EntityForm<Values> {
  const { values, errors, change, setErrors } = useFormFields(initialValues);
  const [formError, setFormError] = useState<string | null>(null);
  const { toast } = useToast();

  const succeed = async (description: string) => {
    await invalidate();
    toast({ variant: 'success', title: 'Success', description });
    onClose();
  };

  const fail = (error: unknown, description: string) => {
    const fieldErrors = fieldErrorsOf(error);
    setErrors(fieldErrors);
    // Field messages sit beside their fields; anything else is said above the form.
    setFormError(Object.keys(fieldErrors).length > 0 ? null : error instanceof ApiError ? error.message : description);
    toast({ title: 'Error', description, variant: 'destructive' });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate?.(values) ?? {};
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    const data = toInput(values);
    if (editingId !== null) {
      update.mutate({ id: editingId, data }, { onSuccess: () => succeed(messages.updated), onError: (error) => fail(error, messages.updateFailed) });
    } else {
      create.mutate({ data }, { onSuccess: () => succeed(messages.created), onError: (error) => fail(error, messages.createFailed) });
    }
  };

  return {
    editing: editingId !== null,
    pending: create.isPending || update.isPending,
    values,
    errors,
    formError,
    change,
    submit,
  };
}
