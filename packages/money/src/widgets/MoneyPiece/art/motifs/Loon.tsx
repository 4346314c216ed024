import type { MotifProps } from './motifProps';

/** The loonie's picture: a loon, a water bird, swimming, its back checkered white. */
export function Loon({ metal }: MotifProps) {
  const spots = [
    [50, 55],
    [56, 54],
    [62, 55],
    [68, 56],
    [53, 59],
    [59, 59],
    [65, 60],
    [71, 60],
  ] as const;
  return (
    <g data-motif="loon">
      <path
        d="M29 58 C33 51 47 49 62 51 C73 52 81 55 86 59 C80 64 67 66 51 66 C40 66 32 63 29 58 Z"
        fill={metal.relief}
      />
      <path
        d="M29 59 C26 52 26 45 29 40 C31 36 37 35 40 38 C42 41 41 46 38 51 C36 55 36 57 37 59 Z"
        fill={metal.relief}
      />
      <path d="M30 40 L13 43 L30 44 Z" fill={metal.relief} />
      <circle cx="34" cy="40" r="1.5" fill={metal.shine} />
      <path d="M30 49 C33 50 36 50 39 48" stroke={metal.shine} strokeWidth="1.2" fill="none" />
      {spots.map(([x, y]) => (
        <rect key={`${x}-${y}`} x={x} y={y} width="2.2" height="1.6" fill={metal.shine} />
      ))}
      <path
        d="M14 70 C24 68 32 71 42 70 M54 71 C64 69 74 72 86 70 M22 76 C34 74 46 77 60 75 C68 74 74 76 80 75"
        stroke={metal.relief}
        strokeWidth="1.8"
        strokeLinecap="round"
        fill="none"
      />
    </g>
  );
}
