import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Checkbox } from './Checkbox';
import { Select } from './Select';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is labelled, and links hint and error through aria-describedby', () => {
    render(<TextField label="Email" hint="We never share it" error="Please enter your email" required />);
    const input = screen.getByRole('textbox', { name: /Email/ });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We never share it Please enter your email');
  });

  it('has no invalid state or description when there is nothing to say', () => {
    render(<TextField label="City" />);
    const input = screen.getByRole('textbox', { name: 'City' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('types as a controlled input', async () => {
    function Controlled() {
      const [value, setValue] = useState('');
      return <TextField label="Title" value={value} onChange={(event) => setValue(event.target.value)} />;
    }
    render(<Controlled />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Sea view');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Sea view');
  });

  it('renders a textarea with multiline', () => {
    render(<TextField label="Description" multiline rows={5} error="Please enter a description" />);
    const textarea = screen.getByRole('textbox', { name: 'Description' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveAttribute('rows', '5');
    expect(textarea).toHaveAccessibleDescription('Please enter a description');
  });
});

describe('Select', () => {
  it('offers the options under its label and reports the choice', async () => {
    const onChange = jest.fn();
    render(
      <Select
        label="Currency"
        hideLabel
        defaultValue="EUR"
        onChange={(event) => onChange(event.target.value)}
        options={[
          { value: 'USD', label: 'USD ($)' },
          { value: 'EUR', label: 'EUR (€)' },
          { value: 'GBP', label: 'GBP (£)' },
        ]}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Currency' });
    expect(select).toHaveValue('EUR');
    await userEvent.selectOptions(select, 'GBP');
    expect(onChange).toHaveBeenCalledWith('GBP');
  });

  it('shows a placeholder choice and an error', () => {
    render(
      <Select
        label="Select Your Stay"
        placeholder="Choose a stay"
        options={[]}
        error="Please select a booking"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Select Your Stay' });
    expect(select).toHaveValue('');
    expect(select).toHaveAccessibleDescription('Please select a booking');
  });
});

describe('Checkbox', () => {
  it('toggles from its label', async () => {
    render(<Checkbox label="Remember me" />);
    const checkbox = screen.getByRole('checkbox', { name: 'Remember me' });
    await userEvent.click(screen.getByText('Remember me'));
    expect(checkbox).toBeChecked();
  });
});
