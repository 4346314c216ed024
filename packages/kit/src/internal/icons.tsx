const common = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 3,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

/** A tick, decorative (the words "right" go in the accessible name). */
export function CheckIcon({ size = '1.1em' }: { readonly size?: string }) {
  return (
    <svg {...common} width={size} height={size}>
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </svg>
  );
}

/** A cross, decorative (the words "not right" go in the accessible name). */
export function CrossIcon({ size = '1.1em' }: { readonly size?: string }) {
  return (
    <svg {...common} width={size} height={size}>
      <path d="M6.5 6.5l11 11M17.5 6.5l-11 11" />
    </svg>
  );
}

/** Six dots: "this can be dragged", decorative. */
export function GripIcon({ size = '1.25em' }: { readonly size?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="currentColor"
      aria-hidden
      focusable={false}
    >
      {[8, 16].map((x) => [6, 12, 18].map((y) => <circle key={`${x}-${y}`} cx={x} cy={y} r={2} />))}
    </svg>
  );
}
