import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Input } from './input';

describe('Input', () => {
  it('ties its error to the field and marks it invalid', () => {
    render(
      <Input
        label="Email"
        type="email"
        hint="We send the order confirmation here."
        error="The email field is required."
      />,
    );
    const field = screen.getByRole('textbox', { name: 'Email' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(
      'We send the order confirmation here. The email field is required.',
    );
    expect(screen.getByText('The email field is required.')).toBeVisible();
  });

  it('is valid without an error', () => {
    render(<Input label="Company name" />);
    const field = screen.getByRole('textbox', { name: 'Company name' });
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(field).not.toHaveAttribute('aria-describedby');
  });
});
