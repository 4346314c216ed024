import type { MotifProps } from './motifProps';

/** The toonie's picture: a polar bear walking on an ice floe. */
export function PolarBear({ metal }: MotifProps) {
  return (
    <g data-motif="polar-bear">
      <path
        d="M14 50 C13 47 16 45 20 45 L27 43 C31 40 36 39 41 40 C48 35 62 34 72 37 C81 40 86 47 85 55 C85 58 84 61 83 63 L83 68 L76 68 L75 60 L70 61 L70 68 L63 68 L62 60 L47 59 L46 68 L39 68 L38 58 L34 57 L33 68 L26 68 L27 55 C24 52 20 52 17 52 C15 52 14 51 14 50 Z"
        fill={metal.relief}
      />
      <circle cx="28" cy="42" r="2.6" fill={metal.relief} />
      <circle cx="24" cy="46" r="1.3" fill={metal.shine} />
      <circle cx="14.6" cy="48.6" r="1.2" fill={metal.fieldDark} />
      <path d="M10 71 L90 71 L84 79 L18 79 Z" fill={metal.relief} />
      <path d="M30 75 L46 75 M58 75 L72 75" stroke={metal.fieldLight} strokeWidth="1" />
    </g>
  );
}
