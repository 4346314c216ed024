import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoA11yViolations } from '../../testing';
import { useRovingFocus, type UseRovingFocusOptions } from './useRovingFocus';

function Toolbar({
  labels,
  ...options
}: Omit<UseRovingFocusOptions, 'count'> & { labels: readonly string[] }) {
  const roving = useRovingFocus({ count: labels.length, ...options });
  const disabled = new Set(options.disabled ?? []);
  return (
    <>
      <button type="button">Before</button>
      <div role="toolbar" aria-label="Days">
        {labels.map((label, index) => (
          <button
            key={label}
            type="button"
            aria-disabled={disabled.has(index) || undefined}
            aria-pressed={options.selectedIndex === index}
            {...roving.getItemProps(index)}
          >
            {label}
          </button>
        ))}
      </div>
      <button type="button">After</button>
    </>
  );
}

const week = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const twoWeeks = [...week.map((day) => `${day} 1`), ...week.map((day) => `${day} 2`)];

function tabbable(): string[] {
  return screen
    .getAllByRole('button')
    .filter((button) => button.tabIndex === 0 && button.closest('[role="toolbar"]'))
    .map((button) => button.textContent ?? '');
}

describe('useRovingFocus', () => {
  it('gives the group one tab stop, on the first enabled item', async () => {
    const user = userEvent.setup();
    render(<Toolbar labels={week} disabled={[0]} />);
    expect(tabbable()).toEqual(['Mon']);
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Mon' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    await expectNoA11yViolations(document.body);
  });

  it('puts the tab stop on the selected item', () => {
    render(<Toolbar labels={week} selectedIndex={4} />);
    expect(tabbable()).toEqual(['Thu']);
  });

  it('keeps the tab stop on the item focused last when focus leaves and comes back', async () => {
    const user = userEvent.setup();
    render(<Toolbar labels={week} />);
    await user.tab();
    await user.tab();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Tue' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    expect(tabbable()).toEqual(['Tue']);
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Tue' })).toHaveFocus();
  });

  it('moves in a list with arrows, Home and End, skipping disabled items', async () => {
    const user = userEvent.setup();
    const onMove = vi.fn();
    render(<Toolbar labels={week} disabled={[1, 6]} onMove={onMove} />);
    act(() => screen.getByRole('button', { name: 'Sun' }).focus());
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Tue' })).toHaveFocus();
    expect(onMove).toHaveBeenLastCalledWith(2);
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Fri' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('button', { name: 'Sun' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('button', { name: 'Sun' })).toHaveFocus();
    expect(onMove).toHaveBeenCalledTimes(3);
  });

  it('moves by rows with Up and Down in a grid, and to the corners with Ctrl+Home/End', async () => {
    const user = userEvent.setup();
    render(<Toolbar labels={twoWeeks} columns={7} />);
    act(() => screen.getByRole('button', { name: 'Tue 1' }).focus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Tue 2' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'Mon 1' })).toHaveFocus();
    await user.keyboard('{Control>}{End}{/Control}');
    expect(screen.getByRole('button', { name: 'Sat 2' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('button', { name: 'Sun 2' })).toHaveFocus();
    await user.keyboard('{PageUp}');
    expect(screen.getByRole('button', { name: 'Sun 1' })).toHaveFocus();
  });

  it('keeps the page from scrolling on a handled key, and leaves other keys alone', async () => {
    const user = userEvent.setup();
    const keys: Array<[string, boolean]> = [];
    render(
      // eslint-disable-next-line jsx-a11y/no-static-element-interactions
      <div onKeyDown={(event) => keys.push([event.key, event.defaultPrevented])}>
        <Toolbar labels={week} />
      </div>,
    );
    act(() => screen.getByRole('button', { name: 'Sat' }).focus());
    await user.keyboard('{ArrowRight}{Enter}{Alt>}{ArrowLeft}{/Alt}');
    expect(keys).toEqual([
      ['ArrowRight', true],
      ['Enter', false],
      ['Alt', false],
      ['ArrowLeft', false],
    ]);
    expect(screen.getByRole('button', { name: 'Sat' })).toHaveFocus();
  });

  it('moves the tab stop off an item that becomes disabled', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Toolbar labels={week} />);
    act(() => screen.getByRole('button', { name: 'Wed' }).focus());
    await user.keyboard('{ArrowRight}');
    expect(tabbable()).toEqual(['Thu']);
    rerender(<Toolbar labels={week} disabled={[0, 4]} />);
    expect(tabbable()).toEqual(['Mon']);
  });
});
