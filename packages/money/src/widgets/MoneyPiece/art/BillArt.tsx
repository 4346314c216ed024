import type { BillId } from '../../../model/pieces';
import { pieces } from '../../../model/pieces';

/** Each bill's own colours: its ink, a lighter band, and the dark its numbers are outlined in. */
const billColours: Readonly<Record<BillId, { ink: string; band: string; dark: string }>> = {
  'bill-5': { ink: '#2f6cc0', band: '#7fb0ea', dark: '#173a6e' },
  'bill-10': { ink: '#7447a6', band: '#b393d8', dark: '#3d2160' },
  'bill-20': { ink: '#2f8245', band: '#86c48f', dark: '#164a25' },
  'bill-50': { ink: '#c53d33', band: '#ee9a8f', dark: '#6e1a14' },
  'bill-100': { ink: '#97652f', band: '#d8b07f', dark: '#4e3213' },
};

/** The bill's box: 218 × 100, its true proportions (152.4 × 69.85 mm). */
export const billViewBox = '0 0 218 100';

/** Props of {@link BillArt}. */
export interface BillArtProps {
  readonly bill: BillId;
  /** Unique per drawing: the mask's id starts with it. */
  readonly idPrefix: string;
}

/** A maple leaf, small and simple, centred on (0, 0), about 20 units across. */
const mapleLeaf =
  'M0 -10 L2.5 -5 L6 -6.5 L5 -1 L9.5 -2.5 L8 1 L10 2.5 L4 6 L4.5 8 L0.8 7 L0.8 11 L-0.8 11 L-0.8 7 L-4.5 8 L-4 6 L-10 2.5 L-8 1 L-9.5 -2.5 L-5 -1 L-6 -6.5 L-2.5 -5 Z';

/**
 * One polymer bill in its colour, with its number large and in the corners, and a
 * see-through window (cut out, so the page shows through it) with a frosted maple leaf.
 * No portrait: money.md's bill clues use only colour, number and window.
 */
export function BillArt({ bill, idPrefix }: BillArtProps) {
  const colours = billColours[bill];
  const dollars = String(pieces[bill].value / 100);
  const maskId = `${idPrefix}-window`;
  const number = {
    fill: '#ffffff',
    stroke: colours.dark,
    paintOrder: 'stroke' as const,
    fontFamily: 'inherit',
    fontWeight: 700,
  };
  return (
    <g data-bill={bill}>
      <defs>
        <mask id={maskId}>
          <rect x="0" y="0" width="218" height="100" fill="#ffffff" />
          <rect x="152" y="12" width="42" height="76" rx="8" fill="#000000" />
        </mask>
      </defs>
      <g mask={`url(#${maskId})`}>
        <rect
          x="1"
          y="1"
          width="216"
          height="98"
          rx="7"
          fill={colours.ink}
          stroke={colours.dark}
          strokeWidth="2"
        />
        <path
          d="M1 70 C50 52 100 88 150 66 C175 56 200 62 217 70 L217 84 C200 76 176 70 150 80 C100 102 50 66 1 84 Z"
          fill={colours.band}
          opacity="0.55"
        />
        <path
          d="M1 24 C40 36 80 14 120 26 C140 32 150 30 152 28"
          stroke={colours.band}
          strokeWidth="3"
          fill="none"
          opacity="0.6"
        />
        <text x="14" y="24" fontSize="18" strokeWidth="3" {...number}>
          {dollars}
        </text>
        <text x="138" y="92" fontSize="16" textAnchor="end" strokeWidth="3" {...number}>
          {dollars}
        </text>
        <text x="82" y="66" fontSize="46" textAnchor="middle" strokeWidth="4" {...number}>
          {dollars}
        </text>
        <text
          x="82"
          y="22"
          fontSize="11"
          textAnchor="middle"
          fill="#ffffff"
          fontFamily="inherit"
          fontWeight="700"
          letterSpacing="1.5"
        >
          CANADA
        </text>
      </g>
      <rect
        x="152"
        y="12"
        width="42"
        height="76"
        rx="8"
        fill={colours.band}
        fillOpacity="0.18"
        stroke={colours.dark}
        strokeWidth="1.5"
      />
      <path
        d={mapleLeaf}
        transform="translate(173 50) scale(1.3)"
        fill="none"
        stroke={colours.dark}
        strokeOpacity="0.55"
        strokeWidth="1"
      />
    </g>
  );
}
