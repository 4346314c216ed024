import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@lingos/ui/vars';

/** The activity area of a Time Lingo: the clock, then what to answer with. */
export const stage = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 16,
  width: '100%',
});

/** Things side by side that wrap on narrow screens. */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 16,
});

/** The big text of a prompt card or an answer card. */
export const bigText = style({
  fontSize: 32,
  fontWeight: 700,
  lineHeight: 1.3,
  color: vars.color.text,
});

/** Words on an answer card ("quarter to 5"). */
export const cardWords = style({
  fontSize: 24,
  fontWeight: 700,
  lineHeight: 1.4,
});

/** A picture with a word under it (sky cards, event cards). */
export const pictureCard = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 4,
  fontSize: 20,
  fontWeight: 700,
});

/** An emoji picture. */
export const picture = style({
  fontSize: 40,
  lineHeight: 1,
});

/** The card with the time to set (Set the Time). */
export const promptCard = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 16,
  padding: '12px 20px',
  borderRadius: 20,
  background: vars.color.surface,
  border: `2px solid ${vars.color.border}`,
  boxShadow: vars.shadow.card,
});

/** A line of text under the clock (the explore area's description, a step's result). */
export const note = style({
  fontSize: 20,
  lineHeight: 1.4,
  margin: 0,
  textAlign: 'center',
  color: vars.color.text,
});

/** The explore area of The Living Clock. */
export const explore = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 12,
  width: '100%',
  padding: 16,
  borderRadius: 24,
  background: vars.color.surfaceSunken,
  marginBottom: 24,
});

/** A sequence card's content: picture, name and clock. */
export const sequenceCard = style({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  minWidth: 0,
  fontSize: 20,
  fontWeight: 700,
});

// On a narrow phone the clock gives way before the card runs off the screen.
globalStyle(`${sequenceCard} > *`, { minWidth: 0, flexShrink: 1 });

// The event's picture and name take the room the clock leaves, so the clocks line up.
globalStyle(`${sequenceCard} > ${pictureCard}`, { flex: '1 1 0', textAlign: 'center' });

/**
 * The list of Time Sequence Puzzles cards: columns of one width, so cards are the same size
 * whatever their event's name (kit's SortSequence sizes each card by its content).
 */
export const sequenceList = style({});

/** What holds a card's content in the list: it fills the card, so the clocks line up. */
export const sequenceCardSlot = style({ display: 'flex', flex: '1 1 auto', minWidth: 0 });
globalStyle(`${sequenceCardSlot} > ${sequenceCard}`, { flex: '1 1 auto' });

// `ol` outranks the kit list's own class, whichever stylesheet loads first.
globalStyle(`ol${sequenceList}`, {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, min(100%, 24rem))',
  justifyContent: 'center',
  width: '100%',
});

/** The half of the day, said once for a set of cards. */
export const halfOfDay = style({
  fontSize: 22,
  fontWeight: 700,
  margin: 0,
  padding: '4px 16px',
  borderRadius: 999,
  background: vars.color.accentSoft,
  color: vars.color.accentSoftText,
});

/** A small sky picture beside a digital card. */
export const skyPicture = style({
  fontSize: 28,
  lineHeight: 1,
});

/** The start and end clocks, side by side (3-4; 2-4 in Master Time Challenge). */
export const ends = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'center',
  gap: 24,
});

/** "Start" or "End" over its clock. */
export const end = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 4,
  fontSize: vars.fontSize.large,
  fontWeight: 700,
  color: vars.color.text,
});
