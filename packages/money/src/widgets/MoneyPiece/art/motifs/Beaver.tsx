import type { MotifProps } from './motifProps';

/** The nickel's picture: a beaver sitting on a rock, its broad flat tail behind it. */
export function Beaver({ metal }: MotifProps) {
  return (
    <g data-motif="beaver">
      <path
        d="M12 80 C16 71 28 67 40 68 C52 65 68 65 80 69 C86 72 89 76 89 80 Z"
        fill={metal.relief}
      />
      <ellipse cx="71" cy="61" rx="18" ry="7" transform="rotate(-12 71 61)" fill={metal.relief} />
      <path
        d="M58 58 L86 53 M60 63 L87 58 M63 57 L65 67 M70 55 L72 66 M77 54 L79 64"
        stroke={metal.fieldLight}
        strokeWidth="1.1"
        strokeLinecap="round"
      />
      <path
        d="M30 65 C25 53 29 37 43 31 C57 26 69 35 69 50 C69 58 64 64 55 66 L36 67 Z"
        fill={metal.relief}
      />
      <path
        d="M13 47 C13 41 20 36 28 36 C35 36 40 40 40 46 C40 51 34 54 26 53 C19 53 13 51 13 47 Z"
        fill={metal.relief}
      />
      <circle cx="33" cy="36" r="3" fill={metal.relief} />
      <ellipse cx="31" cy="58" rx="4.5" ry="3" fill={metal.relief} />
      <circle cx="25" cy="42" r="1.7" fill={metal.shine} />
      <circle cx="14" cy="46" r="1.4" fill={metal.fieldDark} />
      <path d="M41 46 C46 49 48 55 46 61" stroke={metal.fieldLight} strokeWidth="1.1" fill="none" />
    </g>
  );
}
