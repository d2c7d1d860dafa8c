import { type Dispatch, type SetStateAction, useState } from 'react';

/** One message per form field, shown beside it. */
export type FormErrors<Values> = Partial<Record<keyof Values, string>>;

/** What a field bound by name reads and writes: the form's values, its messages and the setter of one field. */
export interface FieldBinding<Values> {
  values: Values;
  errors: FormErrors<Values>;
  /** Sets one field and clears its message. */
  change: <Field extends keyof Values>(field: Field, value: Values[Field]) => void;
}

export interface FormFields<Values> extends FieldBinding<Values> {
  setValues: Dispatch<SetStateAction<Values>>;
  setErrors: Dispatch<SetStateAction<FormErrors<Values>>>;
}

/** The values and messages of a form, for fields bound by name (`FormTextField`). */
export function useFormFields<Values>(initialValues: Values | (() => Values)): FormFields<Values> {
  const [values, setValues] = useState<Values>(initialValues);
  const [errors, setErrors] = useState<FormErrors<Values>>({});
  const change = <Field extends keyof Values>(field: Field, value: Values[Field]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  return { values, errors, change, setValues, setErrors };
}
