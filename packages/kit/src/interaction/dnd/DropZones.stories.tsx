import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '@lingos/ui';
import { useState, type CSSProperties } from 'react';
import { DropZones, useDragItem, useDropZone } from './DropZones';
import { placeAnnouncements } from './placeTexts';
import { itemsIn, placeItem, type Placement } from './places';

const zoneStyle: CSSProperties = {
  display: 'flex',
  gap: vars.space.xs,
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '4.5rem',
  minHeight: '4.5rem',
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `3px dashed ${vars.color.border}`,
};

function Tile({ letter, zone }: { readonly letter: string; readonly zone: string }) {
  const item = useDragItem(letter, { zone });
  return (
    <div
      ref={item.setNodeRef}
      {...item.attributes}
      {...item.listeners}
      aria-roledescription="letter tile"
      style={{
        ...item.style,
        display: 'grid',
        placeItems: 'center',
        width: '3.5rem',
        height: '3.5rem',
        borderRadius: vars.radius.md,
        border: `3px solid ${item.isDragging ? vars.color.accent : vars.color.border}`,
        background: vars.color.surface,
        color: vars.color.text,
        fontSize: '3rem',
        lineHeight: 1,
        cursor: 'grab',
        touchAction: 'manipulation',
      }}
    >
      {letter}
    </div>
  );
}

function Zone({
  id,
  name,
  letters,
  placement,
}: {
  readonly id: string;
  readonly name: string;
  readonly letters: readonly string[];
  readonly placement: Placement;
}) {
  const zone = useDropZone(id);
  return (
    <div
      ref={zone.setNodeRef}
      role="group"
      aria-label={name}
      style={{
        ...zoneStyle,
        borderColor: zone.isOver ? vars.color.accent : vars.color.border,
        background: zone.isOver ? vars.color.accentSoft : 'transparent',
      }}
    >
      {itemsIn(placement, id === 'tray' ? null : id, letters).map((letter) => (
        <Tile key={letter} letter={letter} zone={id} />
      ))}
    </div>
  );
}

/** Letter tiles into three slots that hold one tile each: the words concept's LetterTiles. */
function LetterSlots({ letters }: { readonly letters: readonly string[] }) {
  const [placement, setPlacement] = useState<Placement>({});
  const slots = ['slot-1', 'slot-2', 'slot-3'];
  const name = (id: string) => (id === 'tray' ? 'the tiles' : `slot ${id.slice(-1)}`);
  return (
    <DropZones
      zones={['tray', ...slots]}
      announcements={placeAnnouncements({ item: (id) => id, zone: name })}
      onDrop={(item, zone) =>
        setPlacement((current) =>
          placeItem(current, item, zone === 'tray' ? null : zone, { capacity: 1, items: letters }),
        )
      }
    >
      <div style={{ display: 'grid', gap: vars.space.lg, justifyItems: 'start' }}>
        <div style={{ display: 'flex', gap: vars.space.sm }}>
          {slots.map((id) => (
            <Zone key={id} id={id} name={name(id)} letters={letters} placement={placement} />
          ))}
        </div>
        <Zone id="tray" name="the tiles" letters={letters} placement={placement} />
      </div>
    </DropZones>
  );
}

const meta = {
  title: 'Kit/Interaction/DropZones',
  component: LetterSlots,
  args: { letters: ['t', 'a', 'c'] },
} satisfies Meta<typeof LetterSlots>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Drag a tile into a slot with the mouse or a finger (press briefly), or Tab to it, press
 * Space, jump between the tiles and the slots with the arrows, and press Space. A tile dropped
 * on a full slot swaps with the one there.
 */
export const LetterTilesIntoSlots: Story = {};

/** More tiles than slots (words 1-4, step 2). */
export const WithDistractors: Story = { args: { letters: ['t', 'a', 'c', 'o', 'm'] } };
