import type { MotifProps } from './motifProps';

/** The quarter's picture: a caribou's head with its big branching antlers. */
export function Caribou({ metal }: MotifProps) {
  const antler = {
    stroke: metal.relief,
    strokeWidth: 2.8,
    strokeLinecap: 'round' as const,
    strokeLinejoin: 'round' as const,
    fill: 'none',
  };
  return (
    <g data-motif="caribou">
      <path
        d="M47 44 C45 32 48 21 60 13 M52 30 L45 21 M55 21 L54 12 M47 39 L37 33 M37 33 L33 36"
        {...antler}
      />
      <path d="M53 45 C57 34 65 26 78 23 M61 33 L66 24 M69 26 L74 17 M72 24 L82 26" {...antler} />
      <path
        d="M20 55 C19 51 22 48 26 47 L38 42 C45 39 54 40 60 45 C66 50 70 59 71 70 L73 84 L55 86 C54 76 50 68 44 63 C38 60 31 60 25 59 C22 58 20 57 20 55 Z"
        fill={metal.relief}
      />
      <path d="M57 45 C60 40 65 37 68 37 C67 41 63 45 58 47 Z" fill={metal.relief} />
      <circle cx="39" cy="48" r="1.7" fill={metal.shine} />
      <circle cx="22.5" cy="53" r="1.4" fill={metal.fieldDark} />
      <path d="M52 62 C56 68 58 76 58 84" stroke={metal.fieldLight} strokeWidth="1" fill="none" />
    </g>
  );
}
