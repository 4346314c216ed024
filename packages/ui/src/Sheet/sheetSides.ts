/** The edges a sheet can slide in from. */
export const sheetSides = ['top', 'right', 'bottom', 'left'] as const;

/** One of {@link sheetSides}. */
export type SheetSide = (typeof sheetSides)[number];
