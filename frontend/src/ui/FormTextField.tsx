import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ReactNode } from 'react';

import type { FieldBinding } from './use-form-fields';

/** A field whose value is the typed text needs no `parse`; any other (a number, a choice) says how the text becomes its value. */
type ParseProp<Value> = string extends Value ? { parse?: (text: string) => Value } : { parse: (text: string) => Value };

export type FormTextFieldProps<Values, Name extends keyof Values & string> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'error' | 'helperText'
> & {
  /** The form the field belongs to: its value and message are the form's under `name`. */
  form: FieldBinding<Values>;
  name: Name;
  /** Said below the field while it has no message. */
  hint?: ReactNode;
} & ParseProp<Values[Name]>;

/** A text field bound by name: value, change, error state and message (or hint) come from the form. */
export function FormTextField<Values, Name extends keyof Values & string>({ form, name, hint, parse, ...props }: FormTextFieldProps<Values, Name>) {
  const message = form.errors[name];
  return (
    <TextField
      {...props}
      name={name}
      value={form.values[name]}
      onChange={(event) => form.change(name, parse ? parse(event.target.value) : (event.target.value as Values[Name]))}
      error={Boolean(message)}
      helperText={message ?? hint}
    />
  );
}
