import { Picture } from '@lingos/kit';
import type { ReactElement } from 'react';
import { nounOf } from '../../model/objects';
import { ContainerDrawing } from '../../widgets/Containers/ContainerDrawing';
import { containerOf } from '../../widgets/Containers/containerModel';
import { LengthObject } from '../../widgets/LengthObject/LengthObject';
import * as styles from './LongerHeavierHoldsMore.css';
import type { ComparedQuantity, ItemObject } from './model';

/** Every length icon is drawn this long at this scale: a card never tells a length. */
const iconLengthCm = 9;
const iconPxPerCm = 8;

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** A card's word for an object: "Pencil", "Bag of potatoes". */
export function cardName(entry: ItemObject): string {
  return capitalize(nounOf(entry.object));
}

/**
 * What an answer card or a sort card draws of an object, hidden from screen readers (the
 * card's name says it): a length object's shape, always at one size, so the cards never
 * give a length away; a container's empty drawing; a picture for the things weighed. `big` draws the picture
 * bigger (a balloon against a rock: bigger is not always heavier).
 */
export function ObjectIcon({
  entry,
  quantity,
  big = false,
}: {
  readonly entry: ItemObject;
  readonly quantity: ComparedQuantity;
  readonly big?: boolean;
}): ReactElement | null {
  if (quantity === 'length') {
    return (
      <span className={styles.icon} aria-hidden="true">
        <LengthObject
          object={entry.object}
          lengthCm={iconLengthCm}
          pxPerCm={iconPxPerCm}
          label={entry.object.name}
        />
      </span>
    );
  }
  if (quantity === 'capacity') {
    // The empty container as the table draws it: its shape, never its capacity.
    return (
      <span className={styles.containerIcon} aria-hidden="true">
        <ContainerDrawing container={containerOf(entry.object, { id: entry.id })} />
      </span>
    );
  }
  if (!entry.object.picture) return null;
  return <Picture name={entry.object.picture} size={big ? 96 : 56} decorative />;
}
