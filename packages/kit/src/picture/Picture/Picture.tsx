import { useId, useMemo } from 'react';
import { cx } from '../../internal/cx';
import type { PictureName } from '../art/index';
import type { PictureArt } from '../pictureArt';
import * as styles from './Picture.css';
import { usePictureArt, type PictureArtState } from './usePictureArt';

interface PictureOptions {
  /** Width and height in CSS px (24–160 in Lingos); the art keeps its viewBox, so it stays crisp. */
  readonly size?: number;
  /** The text alternative, "a bus", read as "Picture: a bus."; default the art's own. */
  readonly alt?: string;
  /** A visible word already names the picture: hide it from screen readers. */
  readonly decorative?: boolean;
  readonly className?: string;
}

/** Props of Picture: the art itself (bundled), or a name or emoji (loaded on demand). */
export type PictureProps = PictureOptions &
  (
    | {
        /** Art imported statically: `import bus from '@lingos/kit/pictures/bus'`. */
        readonly art: PictureArt;
        readonly name?: never;
        readonly emoji?: never;
      }
    | {
        /** A picture's name, "bus"; its module loads on demand. */
        readonly name: PictureName | (string & {});
        readonly art?: never;
        readonly emoji?: never;
      }
    | {
        /** The emoji a picture draws, "🚌" (with or without U+FE0F); loads on demand. */
        readonly emoji: string;
        readonly art?: never;
        readonly name?: never;
      }
  );

// The set draws in a 32-unit square; the placeholder and the "?" frame use the same box.
const frameViewBox = '0 0 32 32';

/** "Picture: a bus." — the curriculum's form; a text that ends a sentence keeps its mark. */
function pictureLabel(text: string): string {
  return `Picture: ${text}${/[.!?]$/.test(text) ? '' : '.'}`;
}

function labelText(picture: PictureArtState, props: PictureProps): string {
  if (props.alt !== undefined) return props.alt;
  if (picture.state === 'ready') return picture.art.alt;
  if (picture.state === 'missing') return 'unknown';
  return props.name !== undefined ? props.name.replaceAll('-', ' ') : 'loading';
}

/** The art's markup with its ids (gradients, clip paths) made unique to this instance. */
function uniqueIds(body: string, prefix: string): string {
  if (!body.includes(' id="')) return body;
  return body.replace(/(id="|url\(#|href="#)/g, `$1${prefix}-`);
}

/**
 * A picture from the self-hosted art set, as inline SVG: the same on every device, never an
 * emoji font's glyph. Named "Picture: a bus." for screen readers, or hidden when decorative.
 * Given a name or an emoji it loads just that picture, keeping its box while it loads; an
 * unknown one draws a framed "?" and warns once in the console.
 */
export function Picture(props: PictureProps) {
  const { size = 48, decorative = false, className } = props;
  const picture = usePictureArt(
    props.art
      ? { art: props.art }
      : props.name !== undefined
        ? { name: props.name }
        : { emoji: props.emoji },
  );
  const idPrefix = useId().replace(/[^\w-]/g, '');
  const body = picture.state === 'ready' ? picture.art.body : undefined;
  const html = useMemo(
    () => (body === undefined ? undefined : { __html: uniqueIds(body, idPrefix) }),
    [body, idPrefix],
  );

  const accessibility = decorative
    ? ({ 'aria-hidden': true } as const)
    : ({ role: 'img', 'aria-label': pictureLabel(labelText(picture, props)) } as const);
  const common = {
    xmlns: 'http://www.w3.org/2000/svg',
    width: size,
    height: size,
    'data-state': picture.state,
    ...accessibility,
  };

  if (picture.state === 'ready') {
    return (
      <svg
        {...common}
        viewBox={picture.art.viewBox}
        className={cx(styles.root, className)}
        data-picture={picture.art.name}
        dangerouslySetInnerHTML={html}
      />
    );
  }
  if (picture.state === 'loading') {
    return (
      <svg {...common} viewBox={frameViewBox} className={cx(styles.root, className)}>
        <rect className={styles.placeholder} x={2} y={2} width={28} height={28} rx={6} />
      </svg>
    );
  }
  return (
    <svg {...common} viewBox={frameViewBox} className={cx(styles.root, styles.missing, className)}>
      <rect
        x={3}
        y={3}
        width={26}
        height={26}
        rx={6}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
      />
      <path
        d="M12 12.5a4 4 0 1 1 6 3.46c-1.2.7-2 1.54-2 2.54v1"
        fill="none"
        stroke="currentColor"
        strokeWidth={2.5}
        strokeLinecap="round"
      />
      <circle cx={16} cy={23.5} r={1.6} fill="currentColor" />
    </svg>
  );
}
