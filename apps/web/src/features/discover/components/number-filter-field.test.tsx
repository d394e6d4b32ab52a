import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nWrapper } from '@/testing/i18n-wrapper.tsx';
import { NUMBER_FILTER_DELAY_MS, NumberFilterField } from './number-filter-field.tsx';

describe('NumberFilterField', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  function renderField(value?: number) {
    const onCommit = vi.fn();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const field = (current?: number) => (
      <NumberFilterField
        label="Released from"
        value={current}
        min={1870}
        max={2100}
        onCommit={onCommit}
      />
    );
    const view = render(field(value), { wrapper: I18nWrapper });
    return {
      onCommit,
      user,
      box: screen.getByRole('textbox', { name: 'Released from' }),
      rerender: (v?: number) => view.rerender(field(v)),
    };
  }

  it('commits a year typed digit by digit once, when typing pauses', async () => {
    const { onCommit, user, box } = renderField();
    await user.type(box, '1990');
    expect(onCommit).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(NUMBER_FILTER_DELAY_MS);
    });
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onCommit).toHaveBeenCalledWith(1990);
  });

  it('commits at once on Enter, and an emptied box as no filter', async () => {
    const { onCommit, user, box } = renderField(1990);
    await user.clear(box);
    await user.keyboard('{Enter}');
    expect(onCommit).toHaveBeenCalledWith(undefined);
  });

  it('says what it accepts and commits nothing out of range', async () => {
    const { onCommit, user, box } = renderField();
    await user.type(box, '99999');
    act(() => {
      vi.advanceTimersByTime(NUMBER_FILTER_DELAY_MS);
    });
    await user.tab();
    expect(onCommit).not.toHaveBeenCalled();
    expect(box).toHaveAccessibleDescription('A whole number from 1870 to 2100');
    expect(box).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the value the address holds when it changes (Back, Clear filters)', () => {
    const { box, rerender } = renderField(1990);
    expect(box).toHaveValue('1990');
    rerender(undefined);
    expect(box).toHaveValue('');
  });
});
