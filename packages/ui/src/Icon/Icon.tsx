import type { ReactElement, SVGAttributes } from 'react';

const paths = {
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3.5 2" />
    </>
  ),
  coins: (
    <>
      <circle cx="9" cy="9" r="6" />
      <path d="M18.2 10.4a6 6 0 1 1-7.8 7.8" />
      <path d="M9 6.5v5" />
      <path d="M16 14v3" />
    </>
  ),
  calendar: (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2.5" />
      <path d="M3 10h18M8 3v4M16 3v4" />
      <path d="M8 14h.01M12 14h.01M16 14h.01M8 17.5h.01M12 17.5h.01" />
    </>
  ),
  letters: (
    <>
      <path d="M2.5 19 7 6l4.5 13M4.2 14.5h5.6" />
      <circle cx="17.5" cy="15.5" r="3.5" />
      <path d="M21 12v7" />
    </>
  ),
  book: (
    <>
      <path d="M4 19.5V5a2 2 0 0 1 2-2h14v15H6a2 2 0 0 0-2 2 2 2 0 0 0 2 2h14" />
      <path d="M8 7h8M8 11h6" />
    </>
  ),
  ruler: (
    <>
      <path d="M3 16.5 16.5 3 21 7.5 7.5 21z" />
      <path d="m7 12.5 2 2M10 9.5l2 2M13 6.5l2 2" />
    </>
  ),
  home: (
    <>
      <path d="m3 11 9-7.5 9 7.5" />
      <path d="M5.5 9.5V20h5v-5.5h3V20h5V9.5" />
    </>
  ),
  grid: (
    <>
      <rect x="3.5" y="3.5" width="7" height="7" rx="1.5" />
      <rect x="13.5" y="3.5" width="7" height="7" rx="1.5" />
      <rect x="3.5" y="13.5" width="7" height="7" rx="1.5" />
      <rect x="13.5" y="13.5" width="7" height="7" rx="1.5" />
    </>
  ),
  sun: (
    <>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2.5M12 19.5V22M4.9 4.9l1.8 1.8M17.3 17.3l1.8 1.8M2 12h2.5M19.5 12H22M4.9 19.1l1.8-1.8M17.3 6.7l1.8-1.8" />
    </>
  ),
  moon: <path d="M20.5 14.5A8.5 8.5 0 1 1 9.5 3.5a7 7 0 0 0 11 11z" />,
  check: <path d="m4.5 12.5 5 5L19.5 7" />,
  close: <path d="M6 6l12 12M18 6 6 18" />,
  chevronRight: <path d="m9 5 7 7-7 7" />,
  chevronDown: <path d="m5 9 7 7 7-7" />,
  sidebar: (
    <>
      <rect x="3" y="4" width="18" height="16" rx="2.5" />
      <path d="M9.5 4v16" />
    </>
  ),
} satisfies Record<string, ReactElement>;

/** Every icon the kit draws. Concepts name theirs by `Concept.icon`. */
export const iconNames = Object.keys(paths) as IconName[];

/** The name of one of the kit's icons. */
export type IconName = keyof typeof paths;

/** Whether a string (e.g. a catalogue `Concept.icon`) names one of the kit's icons. */
export function isIconName(name: string): name is IconName {
  return Object.hasOwn(paths, name);
}

/** Props of {@link Icon}. */
export interface IconProps extends Omit<SVGAttributes<SVGSVGElement>, 'name'> {
  name: IconName;
  /** Edge length in CSS units; default `1.5rem`. */
  size?: string;
  /** A text alternative; without it the icon is decorative and hidden from screen readers. */
  label?: string;
}

/** A small inline SVG icon in the current text colour (no icon library, a few hundred bytes). */
export function Icon({ name, size = '1.5rem', label, ...props }: IconProps) {
  const a11y = label
    ? ({ role: 'img', 'aria-label': label } as const)
    : ({ 'aria-hidden': true, focusable: false } as const);
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...a11y}
      {...props}
    >
      {paths[name]}
    </svg>
  );
}
