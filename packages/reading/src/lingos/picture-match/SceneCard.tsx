import { Picture } from '@lingos/kit';
import type { CSSProperties } from 'react';
import * as styles from './SceneCard.css';
import type { Scene, SceneColour, ScenePart, SceneShape } from './scenes';

const colours: Record<SceneColour, string> = {
  red: '#d62828',
  black: '#2b2b2b',
  brown: '#7a4a21',
  white: '#fbfbfb',
};

/** A plain shape, drawn where the art set has no picture. */
function Shape({ shape, colour }: { readonly shape: SceneShape; readonly colour: string }) {
  switch (shape) {
    case 'toque':
      return (
        <svg viewBox="0 0 40 30" aria-hidden="true">
          <path d="M5 25 Q5 6 20 6 Q35 6 35 25 Z" fill={colour} />
          <rect x="3" y="22" width="34" height="7" rx="3" fill={colour} stroke="#ffffff" />
          <circle cx="20" cy="5" r="4.5" fill={colour} stroke="#ffffff" />
        </svg>
      );
    case 'mittens':
      return (
        <svg viewBox="0 0 100 30" aria-hidden="true">
          {[6, 76].map((x) => (
            <g key={x} fill={colour} stroke="#ffffff">
              <rect x={x} y="4" width="18" height="24" rx="8" />
              <ellipse cx={x === 6 ? x + 20 : x - 2} cy="14" rx="4" ry="6" />
            </g>
          ))}
        </svg>
      );
    case 'plate':
      return (
        <svg viewBox="0 0 100 40" aria-hidden="true">
          <ellipse cx="50" cy="20" rx="48" ry="18" fill={colour} stroke="#9aa5b1" strokeWidth="2" />
          <ellipse cx="50" cy="20" rx="34" ry="11" fill="none" stroke="#cfd8e3" strokeWidth="2" />
        </svg>
      );
    case 'puddle':
      return (
        <svg viewBox="0 0 100 36" aria-hidden="true">
          <path
            d="M6 20 Q8 4 34 6 Q52 0 72 6 Q96 6 94 22 Q90 34 58 32 Q30 36 14 30 Q4 28 6 20 Z"
            fill={colour}
          />
        </svg>
      );
    case 'ball':
      return (
        <svg viewBox="0 0 40 40" aria-hidden="true">
          <circle cx="20" cy="20" r="18" fill={colour} stroke="#9aa5b1" strokeWidth="1.5" />
          <path d="M8 26 Q20 34 32 26" fill="none" stroke="#cfd8e3" strokeWidth="2" />
        </svg>
      );
    case 'paddle':
      return (
        <svg viewBox="0 0 20 60" aria-hidden="true">
          <rect x="8" y="0" width="4" height="40" rx="2" fill={colour} />
          <ellipse cx="10" cy="48" rx="7" ry="11" fill={colour} />
        </svg>
      );
    case 'brush':
      return (
        <svg viewBox="0 0 40 30" aria-hidden="true">
          <rect x="2" y="4" width="36" height="12" rx="5" fill={colour} />
          {[6, 12, 18, 24, 30, 34].map((x) => (
            <rect key={x} x={x} y="16" width="2.5" height="10" fill="#f2d16b" />
          ))}
        </svg>
      );
  }
}

function partStyle(part: ScenePart): CSSProperties {
  return { left: `${part.x}%`, top: `${part.y}%`, width: `${part.size}%` };
}

/**
 * A scene (reading.md 1-4, "the scene variant"): a few pictures from the art set and plain
 * shapes placed on a simple ground. Named by its text alternative (a paraphrase, never the
 * sentence it shows), or hidden when a card's name already says it.
 */
export function SceneCard({
  scene,
  alt,
  decorative = false,
  large = false,
}: {
  readonly scene: Scene;
  readonly alt: string;
  readonly decorative?: boolean;
  /** The scene a question shows, rather than a card's. */
  readonly large?: boolean;
}) {
  const ordered = [
    ...scene.parts.filter((part) => !part.front),
    ...scene.parts.filter((part) => part.front),
  ];
  return (
    <span
      className={
        large ? `${styles.scene[scene.ground]} ${styles.large}` : styles.scene[scene.ground]
      }
      data-ground={scene.ground}
      {...(decorative
        ? { 'aria-hidden': true }
        : { role: 'img', 'aria-label': `Picture: ${alt}${/[.!?]$/.test(alt) ? '' : '.'}` })}
    >
      {ordered.map((part, index) => (
        <span
          key={index}
          className={part.flip ? `${styles.part} ${styles.flipped}` : styles.part}
          style={partStyle(part)}
          data-part={part.emoji ? 'picture' : part.shape}
        >
          {part.shape === undefined ? (
            <Picture emoji={part.emoji} decorative />
          ) : (
            <Shape shape={part.shape} colour={colours[part.colour ?? 'black']} />
          )}
        </span>
      ))}
    </span>
  );
}
