import MenuItem from '@mui/material/MenuItem';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { FormTextField } from './FormTextField';
import { useFormFields } from './use-form-fields';

interface Values {
  name: string;
  vendorId: number;
}

interface ProbeProps {
  onValues?: (values: Values) => void;
}

/** A form of two bound fields; the values are printed so a test can read them. */
function Probe({ onValues }: ProbeProps) {
  const form = useFormFields<Values>({ name: 'Main Store', vendorId: 1 });
  onValues?.(form.values);
  return (
    <>
      <FormTextField form={form} name="name" label="Vendor Name" hint="Shown to buyers" required />
      <FormTextField form={form} name="vendorId" parse={Number} select label="Vendor">
        <MenuItem value={1}>First</MenuItem>
        <MenuItem value={2}>Second</MenuItem>
      </FormTextField>
      <button type="button" onClick={() => form.setErrors({ name: 'Vendor name is required' })}>
        Check
      </button>
    </>
  );
}

describe('FormTextField', () => {
  it("shows the form's value under its name, the name on the input and the hint while there is no message", () => {
    render(<Probe />);
    const field = screen.getByRole('textbox', { name: 'Vendor Name' });
    expect(field).toHaveValue('Main Store');
    expect(field).toHaveAttribute('name', 'name');
    expect(field).toBeRequired();
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Shown to buyers')).toBeInTheDocument();
  });

  it('shows the message instead of the hint and marks the field invalid, then clears the message when the field changes', async () => {
    const user = userEvent.setup();
    render(<Probe />);
    await user.click(screen.getByRole('button', { name: 'Check' }));
    const field = screen.getByRole('textbox', { name: 'Vendor Name' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Vendor name is required');
    expect(screen.queryByText('Shown to buyers')).not.toBeInTheDocument();

    await user.type(field, 'x');
    expect(field).toHaveValue('Main Storex');
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Shown to buyers')).toBeInTheDocument();
  });

  it('turns the chosen text into the field value with parse', async () => {
    const user = userEvent.setup();
    const seen: Values[] = [];
    render(<Probe onValues={(values) => seen.push(values)} />);
    await user.click(screen.getByRole('combobox', { name: 'Vendor' }));
    await user.click(screen.getByRole('option', { name: 'Second' }));
    expect(seen.at(-1)).toEqual({ name: 'Main Store', vendorId: 2 });
  });
});
