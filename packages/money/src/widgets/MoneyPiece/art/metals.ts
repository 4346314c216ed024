/**
 * The colours the coin art is drawn in. These are the pieces' own colours, the same in every
 * theme (a loonie is gold on a dark page too), so the art reads them here and not from the
 * theme. Each metal has an edge (outline, darker so the coin stands out on white and on dark
 * surfaces), a rim, a field and the relief the pictures are struck in.
 */
export interface Metal {
  readonly edge: string;
  readonly rimLight: string;
  readonly rimDark: string;
  readonly fieldLight: string;
  readonly fieldDark: string;
  readonly relief: string;
  readonly shine: string;
}

/** Nickel-plated steel: the nickel, dime and quarter, and the toonie's ring. */
export const silver: Metal = {
  edge: '#5f6a75',
  rimLight: '#f4f6f8',
  rimDark: '#b4bcc5',
  fieldLight: '#f1f3f5',
  fieldDark: '#c5ccd4',
  relief: '#66717d',
  shine: '#ffffff',
};

/** Aureate bronze: the loonie and the toonie's centre. */
export const gold: Metal = {
  edge: '#7a5608',
  rimLight: '#fbe39a',
  rimDark: '#d39f2c',
  fieldLight: '#f8dc85',
  fieldDark: '#d8a436',
  relief: '#8a5f0c',
  shine: '#fff4cc',
};

/** The polygon points of a regular `sides`-gon around (cx, cy), one corner straight up. */
export function polygonPoints(sides: number, radius: number, cx = 50, cy = 50): string {
  return Array.from({ length: sides }, (_unused, index) => {
    const angle = -Math.PI / 2 + (index * 2 * Math.PI) / sides;
    const x = cx + radius * Math.cos(angle);
    const y = cy + radius * Math.sin(angle);
    return `${round(x)},${round(y)}`;
  }).join(' ');
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
