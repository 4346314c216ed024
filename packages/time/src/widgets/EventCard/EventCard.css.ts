import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@lingos/ui/vars';

/** An event card's content: the event's picture and name, then its time. */
export const card = style({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  minWidth: 0,
  fontSize: 20,
  fontWeight: 700,
  color: vars.color.text,
});

// On a narrow phone the clock gives way before the card runs off the screen.
globalStyle(`${card} > *`, { minWidth: 0, flexShrink: 1 });

/** The event's picture over its name; it takes the room the clock leaves, so clocks line up. */
export const event = style({
  display: 'flex',
  flex: '1 1 0',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 4,
  textAlign: 'center',
});

/** What holds a card's content in a list: it fills the card, so the clocks line up. */
export const slot = style({ display: 'flex', flex: '1 1 auto', minWidth: 0 });
globalStyle(`${slot} > ${card}`, { flex: '1 1 auto' });

/**
 * A SortSequence of event cards: columns of one width, so cards are the same size whatever
 * their event's name (kit's SortSequence sizes each card by its content).
 */
export const list = style({});

// `ol` outranks the kit list's own class, whichever stylesheet loads first.
globalStyle(`ol${list}`, {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, min(100%, 24rem))',
  justifyContent: 'center',
  width: '100%',
});
