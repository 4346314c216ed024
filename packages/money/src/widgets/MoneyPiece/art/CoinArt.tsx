import type { CoinId, PieceSide } from '../../../model/pieces';
import { pieces } from '../../../model/pieces';
import { gold, polygonPoints, silver, type Metal } from './metals';
import { KingHead, motifArt } from './motifs';

/** Props of {@link CoinArt}. */
export interface CoinArtProps {
  readonly coin: CoinId;
  readonly side: PieceSide;
  /** Unique per drawing: the gradients' ids start with it. */
  readonly idPrefix: string;
}

/** The metal's gradients: a lit rim and a field lighter at the top left. */
function MetalDefs({ metal, id }: { readonly metal: Metal; readonly id: string }) {
  return (
    <>
      <linearGradient id={`${id}-rim`} x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stopColor={metal.rimLight} />
        <stop offset="1" stopColor={metal.rimDark} />
      </linearGradient>
      <radialGradient id={`${id}-field`} cx="0.38" cy="0.32" r="0.8">
        <stop offset="0" stopColor={metal.fieldLight} />
        <stop offset="1" stopColor={metal.fieldDark} />
      </radialGradient>
    </>
  );
}

/** A struck face: the field, a beaded border and the picture or the King, in one metal. */
function Face({
  metal,
  id,
  radius,
  coin,
  side,
}: {
  readonly metal: Metal;
  readonly id: string;
  readonly radius: number;
  readonly coin: CoinId;
  readonly side: PieceSide;
}) {
  const motif = pieces[coin].motif;
  const Motif = side === 'king' || motif === null ? KingHead : motifArt[motif];
  // The pictures are drawn for a field of radius 40 around (50, 50).
  const scale = radius / 40;
  return (
    <>
      <circle cx="50" cy="50" r={radius} fill={`url(#${id}-field)`} stroke={metal.rimDark} />
      <circle
        cx="50"
        cy="50"
        r={radius + 2.6}
        fill="none"
        stroke={metal.relief}
        strokeOpacity="0.55"
        strokeWidth="1.6"
        strokeDasharray="1.1 1.9"
      />
      <clipPath id={`${id}-clip`}>
        <circle cx="50" cy="50" r={radius} />
      </clipPath>
      <g clipPath={`url(#${id}-clip)`}>
        <g transform={`translate(${50 - 50 * scale} ${50 - 50 * scale}) scale(${scale})`}>
          <Motif metal={metal} />
        </g>
      </g>
    </>
  );
}

/**
 * One coin in a 100 × 100 box, drawn to be known at a glance: silver-coloured nickel, dime
 * and quarter; the gold loonie with 11 sides; the toonie's silver ring and gold centre;
 * each with its picture, or the King's head on the other side.
 */
export function CoinArt({ coin, side, idPrefix }: CoinArtProps) {
  const silverId = `${idPrefix}-silver`;
  const goldId = `${idPrefix}-gold`;
  if (coin === 'toonie') {
    return (
      <g data-coin={coin} data-side={side}>
        <defs>
          <MetalDefs metal={silver} id={silverId} />
          <MetalDefs metal={gold} id={goldId} />
        </defs>
        <circle
          data-part="ring"
          cx="50"
          cy="50"
          r="48.5"
          fill={`url(#${silverId}-rim)`}
          stroke={silver.edge}
          strokeWidth="2"
        />
        <circle
          cx="50"
          cy="50"
          r="44"
          fill="none"
          stroke={silver.relief}
          strokeOpacity="0.55"
          strokeWidth="1.6"
          strokeDasharray="1.1 1.9"
        />
        <circle cx="50" cy="50" r="30.5" fill={gold.edge} data-part="centre" />
        <Face metal={gold} id={goldId} radius={27} coin={coin} side={side} />
      </g>
    );
  }
  const metal = coin === 'loonie' ? gold : silver;
  const id = coin === 'loonie' ? goldId : silverId;
  const edge =
    coin === 'loonie' ? (
      <polygon
        points={polygonPoints(11, 49)}
        fill={`url(#${id}-rim)`}
        stroke={metal.edge}
        strokeWidth="2"
        strokeLinejoin="round"
      />
    ) : (
      <circle
        cx="50"
        cy="50"
        r="48.5"
        fill={`url(#${id}-rim)`}
        stroke={metal.edge}
        strokeWidth="2"
      />
    );
  return (
    <g data-coin={coin} data-side={side}>
      <defs>
        <MetalDefs metal={metal} id={id} />
      </defs>
      {edge}
      <Face metal={metal} id={id} radius={39} coin={coin} side={side} />
    </g>
  );
}
