import { vars } from '../theme/vars.css';

/** The Lingos mark: a rounded tile with a speech-bubble "L" that clicks into place. */
export function LogoMark({ size = '2.25rem' }: { size?: string }) {
  return (
    <svg viewBox="0 0 36 36" width={size} height={size} aria-hidden="true" focusable="false">
      <rect
        x="1.5"
        y="1.5"
        width="33"
        height="33"
        rx="10"
        fill={vars.color.accent}
        stroke={vars.color.accentBorder}
        strokeWidth="2"
      />
      <path
        d="M12 9v16h12"
        fill="none"
        stroke={vars.color.accentText}
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="25" cy="11" r="3" fill={vars.color.accentText} />
    </svg>
  );
}
