import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '@lingos/ui';
import { useState } from 'react';
import type { RovingShape } from './rovingModel';
import { useRovingFocus } from './useRovingFocus';

interface RovingDemoProps extends Omit<RovingShape, 'count'> {
  /** The items' words, in reading order. */
  readonly labels: readonly string[];
  /** The group's accessible name. */
  readonly label: string;
}

/** Buttons sharing one tab stop: Tab in, move with the keys, press to select. */
function RovingDemo({ labels, label, columns, ...shape }: RovingDemoProps) {
  const [selected, setSelected] = useState<number | null>(null);
  const roving = useRovingFocus({
    count: labels.length,
    columns,
    ...shape,
    selectedIndex: selected,
  });
  const disabled = new Set(shape.disabled ?? []);
  return (
    <div
      role="group"
      aria-label={label}
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(${columns ?? labels.length}, minmax(2.75rem, 6rem))`,
        gap: vars.space.xs,
      }}
    >
      {labels.map((text, index) => (
        <button
          key={`${text}-${index}`}
          type="button"
          aria-pressed={selected === index}
          aria-disabled={disabled.has(index) || undefined}
          onClick={() => !disabled.has(index) && setSelected(index)}
          style={{
            minHeight: vars.size.target,
            borderRadius: vars.radius.md,
            border: `2px solid ${selected === index ? vars.color.accent : vars.color.border}`,
            background: selected === index ? vars.color.accentSoft : vars.color.surface,
            color: disabled.has(index) ? vars.color.textMuted : vars.color.text,
            font: 'inherit',
          }}
          {...roving.getItemProps(index)}
        >
          {text}
        </button>
      ))}
    </div>
  );
}

const days = Array.from({ length: 31 }, (_, index) => String(index + 1));

const meta = {
  title: 'Kit/Interaction/Roving focus',
  component: RovingDemo,
  args: { label: 'Colours', labels: ['red', 'orange', 'yellow', 'green', 'blue'] },
} satisfies Meta<typeof RovingDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A 1-D list: arrows move, Home/End go to the ends, the ends stop. */
export const List: Story = {};

/** A list that goes round, skipping a disabled item. */
export const WrapAndDisabled: Story = { args: { wrap: true, disabled: [2] } };

/**
 * October 2026 as a month grid: 4 blank days before Thursday the 1st are skipped; Up/Down
 * move a week, Home/End the ends of a week, Ctrl+Home/End the first and last day, PageUp and
 * PageDown the top and bottom of the column.
 */
export const MonthGrid: Story = {
  args: {
    label: 'October 2026',
    labels: ['', '', '', '', ...days],
    columns: 7,
    disabled: [0, 1, 2, 3],
  },
};

/** A grid with a ragged last row and a page of 2 rows. */
export const RaggedGridWithPage: Story = {
  args: {
    label: 'Letters',
    labels: 'abcdefghijklmnopqrstuvwxyz'.split(''),
    columns: 6,
    page: 2,
  },
};
