import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { fail, succeed } from '@shoreline/shared-domain/result';
import { TextField } from '../components/TextField';
import { useFormChecks } from './useFormChecks';

// The catalogue's own texts: a failed rule only ever says one of those (MESSAGES.cityRequired...).
const REQUIRED = { city: MESSAGES.cityRequired, country: MESSAGES.countryRequired } as const;
const required = (value: string, field: keyof typeof REQUIRED) =>
  value.trim() === '' ? fail(REQUIRED[field], field) : succeed(value);

function TwoFields({ onValid }: { onValid: () => void }) {
  const [values, setValues] = useState({ city: '', country: '' });
  const checks = useFormChecks({
    city: required(values.city, 'city'),
    country: required(values.country, 'country'),
  });
  return (
    <form
      ref={checks.formRef}
      noValidate
      onBlur={checks.onBlur}
      onSubmit={(event) => {
        event.preventDefault();
        if (checks.checkAll()) onValid();
      }}
    >
      {(['city', 'country'] as const).map((name) => (
        <TextField
          key={name}
          label={name}
          name={name}
          value={values[name]}
          onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
          error={checks.errors[name]}
        />
      ))}
      <button type="submit">Save</button>
    </form>
  );
}

describe('useFormChecks', () => {
  it('shows every message on submit, focuses the first invalid field, and lets a valid form through', async () => {
    const user = userEvent.setup();
    const onValid = jest.fn();
    render(<TwoFields onValid={onValid} />);
    expect(screen.queryByText('Please enter a city')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('textbox', { name: 'city' })).toHaveAccessibleDescription('Please enter a city');
    expect(screen.getByRole('textbox', { name: 'country' })).toHaveAccessibleDescription(
      'Please enter a country',
    );
    expect(screen.getByRole('textbox', { name: 'city' })).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: 'city' }), 'Porto');
    expect(screen.queryByText('Please enter a city')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('textbox', { name: 'country' })).toHaveFocus();
    await user.type(screen.getByRole('textbox', { name: 'country' }), 'Portugal');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledTimes(1);
  });

  it("shows a field's message once it is left, not before, and no other", () => {
    render(<TwoFields onValid={jest.fn()} />);
    const city = screen.getByRole('textbox', { name: 'city' });
    const country = screen.getByRole('textbox', { name: 'country' });
    jest.spyOn(document, 'hasFocus').mockReturnValue(true);
    city.focus();
    expect(screen.queryByText('Please enter a city')).not.toBeInTheDocument();
    fireEvent.blur(city, { relatedTarget: country });
    expect(screen.getByText('Please enter a city')).toBeInTheDocument();
    expect(screen.queryByText('Please enter a country')).not.toBeInTheDocument();
  });
});
