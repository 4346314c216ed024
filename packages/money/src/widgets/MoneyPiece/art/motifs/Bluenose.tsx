import type { MotifProps } from './motifProps';

/** The dime's picture: the Bluenose, a schooner under sail, on the waves. */
export function Bluenose({ metal }: MotifProps) {
  return (
    <g data-motif="bluenose">
      {/* Jib, foresail and mainsail, with gaps between them so the three sails read. */}
      <path d="M38 22 L15 58 L38 58 Z" fill={metal.relief} />
      <path d="M42 20 L42 58 L58 58 L57 25 Z" fill={metal.relief} />
      <path d="M62 14 L62 58 L86 58 L80 21 Z" fill={metal.relief} />
      <path d="M40 16 L40 61 M60 11 L60 61" stroke={metal.relief} strokeWidth="1.6" />
      <path d="M9 56 L22 61" stroke={metal.relief} strokeWidth="1.6" strokeLinecap="round" />
      <path d="M16 60 L85 60 C83 66 79 70 72 71 L31 71 C24 69 19 65 16 60 Z" fill={metal.relief} />
      <path
        d="M12 78 q6 -4 12 0 t12 0 t12 0 t12 0 t12 0 t12 0"
        stroke={metal.relief}
        strokeWidth="2"
        fill="none"
        strokeLinecap="round"
      />
    </g>
  );
}
