import type { MotifProps } from './motifProps';

/**
 * The other side of every coin: the King's head and shoulders in profile, simple, with no
 * likeness intended (older coins, still in use, show the Queen).
 */
export function KingHead({ metal }: MotifProps) {
  const line = {
    stroke: metal.fieldLight,
    strokeWidth: 1.3,
    fill: 'none',
    strokeLinecap: 'round' as const,
  };
  return (
    <g data-motif="king">
      <path
        d="M18 94 C22 85 30 80 38 78 C34 72 30 66 29 58 C27 42 36 27 50 25 C62 23 70 31 71 41 C72 45 74 48 77 52 C78 54 76 55 74 55 C75 57 75 58 73 59 C74 61 73 63 71 63 C71 67 69 70 65 70 C62 70 60 71 60 74 L61 78 C69 80 77 85 82 94 Z"
        fill={metal.relief}
      />
      <path
        d="M34 54 C33 42 39 33 50 30 M39 60 C38 48 44 39 55 36 M44 31 C50 29 58 30 63 33"
        {...line}
      />
      <path d="M49 47 C45 46 43 50 44 54 C45 57 48 58 50 56" {...line} />
      <path d="M38 78 C46 83 54 83 61 78 M61 78 L67 93 M38 78 L32 93" {...line} />
      <circle cx="65" cy="44" r="1.5" fill={metal.shine} />
    </g>
  );
}
