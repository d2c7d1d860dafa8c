import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { type ToastOptions, useToast } from './toast-context';
import { TOAST_DURATION_MS, ToastProvider } from './ToastProvider';

function ToastButton({ label = 'show', ...options }: ToastOptions & { label?: string }) {
  const { toast } = useToast();
  return <button onClick={() => toast(options)}>{label}</button>;
}

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows title and description, and closes by itself after 5000 ms', () => {
    render(
      <ToastProvider>
        <ToastButton title="Access Denied" description="You need admin privileges to access this page" variant="destructive" />
      </ToastProvider>,
    );
    act(() => screen.getByText('show').click());
    const toast = screen.getByRole('alert');
    expect(toast).toHaveTextContent('Access Denied');
    expect(toast).toHaveTextContent('You need admin privileges to access this page');
    expect(TOAST_DURATION_MS).toBe(5000);

    act(() => {
      vi.advanceTimersByTime(4900);
    });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(100);
    });
    // Closing starts at 5000 ms; the exit animation then removes it.
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    ['success', 'MuiAlert-colorSuccess'],
    ['destructive', 'MuiAlert-colorError'],
    ['default', 'MuiAlert-colorInfo'],
  ] as const)('shows a %s toast in its own colour', (variant, colourClass) => {
    render(
      <ToastProvider>
        <ToastButton title="Done" variant={variant} />
      </ToastProvider>,
    );
    act(() => screen.getByText('show').click());
    const toast = screen.getByRole(variant === 'destructive' ? 'alert' : 'status');
    expect(toast).toHaveClass(colourClass);
    for (const other of ['MuiAlert-colorSuccess', 'MuiAlert-colorError', 'MuiAlert-colorInfo'].filter((name) => name !== colourClass)) {
      expect(toast).not.toHaveClass(other);
    }
  });

  it('shows a default toast as a status, and queued toasts one after another', () => {
    render(
      <ToastProvider>
        <ToastButton label="first" title="Copied!" description="Vendor script copied to clipboard" />
        <ToastButton label="second" title="Success" description="Vendor created successfully" />
      </ToastProvider>,
    );
    act(() => screen.getByText('first').click());
    act(() => screen.getByText('second').click());
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Vendor script copied to clipboard');

    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS);
    });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Vendor created successfully');
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS);
    });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.queryByRole('status')).toBeNull();
  });
});
