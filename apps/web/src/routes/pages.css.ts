import { style, globalStyle } from '@vanilla-extract/css';
import { vars } from '@lingos/ui/vars';

const medium = 'screen and (min-width: 768px)';
const large = 'screen and (min-width: 1100px)';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '2rem',
  maxWidth: '72rem',
  marginInline: 'auto',
  width: '100%',
});

export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '1rem',
  paddingBlock: '1.5rem',
});

export const kicker = style({
  margin: 0,
  fontSize: '1.125rem',
  fontWeight: 700,
  color: vars.color.accentSoftText,
  background: vars.color.accentSoft,
  borderRadius: '999px',
  paddingInline: '1rem',
  paddingBlock: '0.25rem',
});

export const title = style({
  margin: 0,
  fontSize: 'clamp(2rem, 5vw, 3.25rem)',
  lineHeight: 1.15,
  color: vars.color.text,
});

export const lead = style({
  margin: 0,
  fontSize: '1.25rem',
  color: vars.color.textMuted,
  maxWidth: '40rem',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: '1rem' });

export const features = style({
  display: 'grid',
  gap: '1rem',
  gridTemplateColumns: '1fr',
  '@media': { [medium]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});

export const cardGrid = style({
  display: 'grid',
  gap: '1.25rem',
  gridTemplateColumns: '1fr',
  '@media': { [medium]: { gridTemplateColumns: 'repeat(2, 1fr)' } },
});

export const cardBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.75rem',
  height: '100%',
});

export const cardTitle = style({
  margin: 0,
  fontSize: '1.5rem',
  display: 'flex',
  alignItems: 'center',
  gap: '0.75rem',
});

export const cardText = style({ margin: 0, color: vars.color.textMuted, flexGrow: 1 });

export const note = style({
  borderRadius: '1rem',
  padding: '1.25rem 1.5rem',
  background: vars.color.accentSoft,
  color: vars.color.accentSoftText,
});

globalStyle(`${note} h2`, { marginTop: 0, fontSize: '1.375rem' });
globalStyle(`${note} p`, { marginBottom: 0 });

export const topics = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.75rem',
});

export const backLink = style({
  alignSelf: 'flex-start',
  fontWeight: 700,
  color: vars.color.text,
  minHeight: '44px',
  display: 'inline-flex',
  alignItems: 'center',
});

export const level = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.75rem',
  scrollMarginTop: '5rem',
});

export const levelTitle = style({ margin: 0, fontSize: '1.5rem' });

export const lingoGrid = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: '0.75rem',
  gridTemplateColumns: '1fr',
  '@media': {
    'screen and (min-width: 640px)': { gridTemplateColumns: 'repeat(2, 1fr)' },
    [large]: { gridTemplateColumns: 'repeat(3, 1fr)' },
  },
});

export const lingoButton = style({
  width: '100%',
  height: '100%',
  justifyContent: 'flex-start',
  textAlign: 'start',
});

export const lingoLabel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '0.125rem',
});

export const lingoNote = style({ fontSize: '0.95rem', fontWeight: 400 });

export const countLine = style({
  margin: 0,
  paddingTop: '1rem',
  borderTop: `2px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  textAlign: 'center',
});
