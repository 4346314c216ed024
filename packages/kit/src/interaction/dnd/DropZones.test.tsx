import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoA11yViolations, layOut, type TestBox } from '../../testing';
import { DropZones, useDragItem, useDropZone } from './DropZones';
import { placeAnnouncements } from './placeTexts';
import { itemsIn, placeItem } from './places';

const zones = ['tray', 'slot-1', 'slot-2', 'slot-3'];
const letters = ['t', 'a', 'c'];

const tapped = vi.fn<(letter: string) => void>();

function Tile({ letter, zone }: { letter: string; zone: string }) {
  const item = useDragItem(letter, { zone });
  return (
    <div
      ref={item.setNodeRef}
      {...item.attributes}
      {...item.listeners}
      {...item.tapHandlers(() => tapped(letter))}
      style={item.style}
      data-item={letter}
      aria-label={`Tile ${letter}`}
    >
      {letter}
    </div>
  );
}

function Zone({ id, placement }: { id: string; placement: Record<string, string | null> }) {
  const zone = useDropZone(id);
  const inZone = itemsIn(placement, id === 'tray' ? null : id, letters);
  return (
    <div
      ref={zone.setNodeRef}
      role="group"
      aria-label={id}
      data-zone={id}
      data-over={zone.isOver || undefined}
    >
      {inZone.map((letter) => (
        <Tile key={letter} letter={letter} zone={id} />
      ))}
    </div>
  );
}

function LetterSlots({ onDrop }: { onDrop: (item: string, zone: string) => void }) {
  const [placement, setPlacement] = useState<Record<string, string | null>>({});
  return (
    <DropZones
      zones={zones}
      announcements={placeAnnouncements({
        item: (id) => `tile ${id}`,
        zone: (id) => (id === 'tray' ? 'the tray' : `slot ${id.slice(-1)}`),
      })}
      onDrop={(item, zone) => {
        onDrop(item, zone);
        setPlacement((current) =>
          placeItem(current, item, zone === 'tray' ? null : zone, { capacity: 1, items: letters }),
        );
      }}
    >
      {zones.map((id) => (
        <Zone key={id} id={id} placement={placement} />
      ))}
    </DropZones>
  );
}

/** jsdom has no layout: the tray on top, three slots in a row below it, tiles in a row. */
function trayAndSlots(element: HTMLElement): TestBox | undefined {
  const zone = element.closest<HTMLElement>('[data-zone]');
  if (!zone) return undefined;
  const zoneIndex = zones.indexOf(zone.dataset.zone ?? '');
  const left = zoneIndex === 0 ? 0 : (zoneIndex - 1) * 100;
  const top = zoneIndex === 0 ? 0 : 120;
  const item = element.closest<HTMLElement>('[data-item]');
  if (item)
    return {
      left: left + [...zone.children].indexOf(item) * 70 + 10,
      top: top + 10,
      width: 60,
      height: 60,
    };
  return { left, top, width: zoneIndex === 0 ? 300 : 80, height: 80 };
}

function announced(): string {
  return [...document.querySelectorAll('[aria-live="assertive"]')]
    .map((region) => region.textContent)
    .join(' ');
}

describe('DropZones', () => {
  let restoreLayout = () => {};
  beforeEach(() => {
    restoreLayout = layOut(trayAndSlots);
  });
  afterEach(() => restoreLayout());

  // These come first: dnd-kit stops clicks for 50 ms after a pointer drag (here: a test's).
  it('counts a click as a tap, but not the click that ends a drag that moved the item', async () => {
    const user = userEvent.setup();
    tapped.mockClear();
    render(<LetterSlots onDrop={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Tile a' }));
    expect(tapped).toHaveBeenCalledWith('a');
    tapped.mockClear();
    const tile = screen.getByRole('button', { name: 'Tile c' });
    await user.pointer([
      { keys: '[MouseLeft>]', target: tile, coords: { clientX: 180, clientY: 40 } },
      { target: tile, coords: { clientX: 200, clientY: 90 } },
      { target: tile, coords: { clientX: 200, clientY: 160 } },
      { keys: '[/MouseLeft]', target: tile, coords: { clientX: 200, clientY: 160 } },
    ]);
    await act(async () => {});
    expect(tapped).not.toHaveBeenCalled();
  });

  it('counts a press that picked the item up but let it go where it was as a tap', async () => {
    // A child's finger resting past the touch delay picks the item up; so does a mouse
    // that jitters past the activation distance. Let go in place, it was meant as a tap.
    const user = userEvent.setup();
    tapped.mockClear();
    const onDrop = vi.fn();
    render(<LetterSlots onDrop={onDrop} />);
    const tile = screen.getByRole('button', { name: 'Tile a' });
    await user.pointer([
      { keys: '[MouseLeft>]', target: tile, coords: { clientX: 110, clientY: 40 } },
      { target: tile, coords: { clientX: 117, clientY: 40 } },
      { keys: '[/MouseLeft]', target: tile, coords: { clientX: 117, clientY: 40 } },
    ]);
    await act(async () => {});
    expect(announced()).toContain('tile a, dropped into the tray.');
    expect(onDrop).not.toHaveBeenCalled();
    expect(tapped).toHaveBeenCalledWith('a');
  });

  it('jumps a held item from zone to zone with the arrows and drops it with Space', async () => {
    const user = userEvent.setup();
    const onDrop = vi.fn();
    render(<LetterSlots onDrop={onDrop} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Tile t' })).toHaveFocus();
    await user.keyboard('[Space]');
    await act(async () => {});
    expect(announced()).toContain('Picked up tile t.');
    await user.keyboard('[ArrowRight]');
    await act(async () => {});
    expect(announced()).toContain('Over slot 1.');
    await user.keyboard('[End]');
    await act(async () => {});
    expect(announced()).toContain('Over slot 3.');
    await user.keyboard('[ArrowLeft]');
    await act(async () => {});
    expect(announced()).toContain('Over slot 2.');
    await user.keyboard('[Space]');
    await act(async () => {});
    expect(onDrop).toHaveBeenCalledWith('t', 'slot-2');
    expect(announced()).toContain('tile t, dropped into slot 2.');
    const slot = screen.getByRole('group', { name: 'slot-2' });
    expect(slot).toContainElement(screen.getByRole('button', { name: 'Tile t' }));
    // dnd-kit gives focus back to the tile in its new place.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Tile t' })).toHaveFocus());
    await expectNoA11yViolations(document.body);
  });

  it('puts an item back where it was with Escape', async () => {
    const user = userEvent.setup();
    const onDrop = vi.fn();
    render(<LetterSlots onDrop={onDrop} />);
    await user.tab();
    await user.keyboard('[Space]');
    await act(async () => {});
    await user.keyboard('[ArrowRight][ArrowRight]');
    await act(async () => {});
    await user.keyboard('[Escape]');
    await act(async () => {});
    expect(onDrop).not.toHaveBeenCalled();
    expect(announced()).toContain('Cancelled. tile t went back to the tray.');
  });

  it('does not drop an item into the zone it is already in', async () => {
    const user = userEvent.setup();
    const onDrop = vi.fn();
    render(<LetterSlots onDrop={onDrop} />);
    await user.tab();
    await user.keyboard('[Space]');
    await act(async () => {});
    await user.keyboard('[Space]');
    await act(async () => {});
    expect(onDrop).not.toHaveBeenCalled();
  });

  it('drops an item where the mouse lets it go', async () => {
    const user = userEvent.setup();
    const onDrop = vi.fn();
    render(<LetterSlots onDrop={onDrop} />);
    const tile = screen.getByRole('button', { name: 'Tile a' });
    await user.pointer([
      { keys: '[MouseLeft>]', target: tile, coords: { clientX: 110, clientY: 40 } },
      { target: tile, coords: { clientX: 150, clientY: 100 } },
      { target: tile, coords: { clientX: 240, clientY: 160 } },
      { keys: '[/MouseLeft]', target: tile, coords: { clientX: 240, clientY: 160 } },
    ]);
    await act(async () => {});
    expect(onDrop).toHaveBeenCalledWith('a', 'slot-3');
  });

  it('swaps tiles when one is dropped on a full slot (capacity 1)', async () => {
    const user = userEvent.setup();
    render(<LetterSlots onDrop={() => {}} />);
    await user.tab();
    await user.keyboard('[Space]');
    await act(async () => {});
    await user.keyboard('[ArrowRight][Space]');
    await act(async () => {});
    await waitFor(() => expect(screen.getByRole('button', { name: 'Tile t' })).toHaveFocus());
    act(() => screen.getByRole('button', { name: 'Tile a' }).focus());
    await user.keyboard('[Space]');
    await act(async () => {});
    await user.keyboard('[ArrowRight][Space]');
    await act(async () => {});
    expect(screen.getByRole('group', { name: 'slot-1' })).toContainElement(
      screen.getByRole('button', { name: 'Tile a' }),
    );
    expect(screen.getByRole('group', { name: 'tray' })).toContainElement(
      screen.getByRole('button', { name: 'Tile t' }),
    );
  });
});
