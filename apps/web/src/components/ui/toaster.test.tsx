import { ALERT_TIMEOUT_MS } from '@backlit/domain';
import { act, render, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from './toaster';

afterEach(() => vi.useRealTimers());

describe('Toaster', () => {
  it('shows toasts at the bottom, away from the header, in a live region, for 3 s', async () => {
    render(<Toaster />);
    vi.useFakeTimers();
    act(() => {
      toast('Product added to cart successfully!');
    });
    const message = await vi.waitFor(() => screen.getByText('Product added to cart successfully!'));
    const list = message.closest('[data-sonner-toaster]');
    expect(list).toHaveAttribute('data-y-position', 'bottom');
    expect(message.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');

    act(() => vi.advanceTimersByTime(ALERT_TIMEOUT_MS + 500));
    await vi.waitFor(() =>
      expect(screen.queryByText('Product added to cart successfully!')).not.toBeInTheDocument(),
    );
  });
});
