import type { HTMLAttributes } from 'react';
import { cx } from '../internal/cx';
import { card, cardPaddings } from './Card.css';

export { cardPaddings };

/** How much room a card leaves around its content. */
export type CardPadding = (typeof cardPaddings)[number];

/** Props of {@link Card}. */
export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The element to render; default `div`. Use `article`/`section` for standalone content. */
  as?: 'div' | 'article' | 'section' | 'li';
  /** Default `lg`. */
  padding?: CardPadding;
}

/** A rounded surface that groups related content. */
export function Card({ as: Element = 'div', padding = 'lg', className, ...props }: CardProps) {
  return <Element {...props} className={cx(card({ padding }), className)} />;
}
