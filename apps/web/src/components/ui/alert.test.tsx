import { ALERT_TIMEOUT_MS } from '@backlit/domain';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Alert } from './alert';

describe('Alert', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('hides itself after ALERT_TIMEOUT_MS and reports it once', () => {
    const onClose = vi.fn();
    render(
      <Alert variant="success" onClose={onClose}>
        Category saved.
      </Alert>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Category saved.');

    act(() => vi.advanceTimersByTime(ALERT_TIMEOUT_MS - 1));
    expect(screen.getByRole('status')).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('announces errors assertively and can be dismissed early', () => {
    const onClose = vi.fn();
    render(
      <Alert variant="error" onClose={onClose}>
        Error saving category
      </Alert>,
    );
    act(() => screen.getByRole('button', { name: 'Dismiss' }).click());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledOnce();

    act(() => vi.advanceTimersByTime(ALERT_TIMEOUT_MS));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('stays until dismissed when autoHide is off', () => {
    render(
      <Alert variant="error" autoHide={false}>
        These credentials do not match our records.
      </Alert>,
    );
    act(() => vi.advanceTimersByTime(ALERT_TIMEOUT_MS * 10));
    expect(screen.getByRole('alert')).toHaveTextContent('These credentials do not match');
  });
});
