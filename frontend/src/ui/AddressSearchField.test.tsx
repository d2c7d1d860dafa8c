import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { AddressSearchField } from './AddressSearchField';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Lets `ms` go by on the fake clock, with React's updates applied. */
function pass(ms: number): void {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('AddressSearchField', () => {
  it('writes the search once typing pauses, and takes a new address as it comes', () => {
    const onSearch = vi.fn();
    const { rerender } = render(<AddressSearchField label="Search customers" placeholder="Name" value="" onSearch={onSearch} delayMs={300} />);
    const field = screen.getByLabelText('Search customers');
    fireEvent.change(field, { target: { value: 'av' } });
    pass(200);
    fireEvent.change(field, { target: { value: 'ava' } });
    pass(299);
    expect(onSearch).not.toHaveBeenCalled();
    pass(1);
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('ava');

    rerender(<AddressSearchField label="Search customers" placeholder="Name" value="bob" onSearch={onSearch} delayMs={300} />);
    expect(field).toHaveValue('bob');
    pass(1000);
    expect(onSearch).toHaveBeenCalledTimes(1);
  });
});
