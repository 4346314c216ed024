import {
  dragSurface,
  DropZones,
  placeAnnouncements,
  useDragItem,
  useDropZone,
  type PlaceNames,
} from '@lingos/kit';
import { VisuallyHidden } from '@lingos/ui';
import { useState, type ReactNode } from 'react';
import { PictureCard } from '../../widgets/PictureCard/PictureCard';
import * as styles from './AlphabetBasics.css';
import { soundPictures } from './model';

const cardId = 's-card';
const home = 'home';
/** The zones in the order the arrow keys visit them: the card's place, then the pictures. */
const zones = [home, ...soundPictures.map((picture) => picture.word)];

const names: PlaceNames = {
  item: () => 'Letter card s',
  zone: (zoneId) => (zoneId === home ? 'its place' : `the picture of ${zoneId}`),
};

/** The s card: dragged by mouse or finger, or Space, arrows and Space. */
function LetterCard({ zone, disabled }: { readonly zone: string; readonly disabled: boolean }) {
  const drag = useDragItem(cardId, { zone, disabled });
  // The role is written out below so linters and readers see it; dnd-kit's is the same.
  const { role: dragRole, tabIndex, ...attributes } = drag.attributes;
  void dragRole;
  return (
    <div
      ref={drag.setNodeRef}
      role="button"
      tabIndex={tabIndex}
      {...attributes}
      {...drag.listeners}
      aria-roledescription="movable card"
      data-state={drag.isDragging ? 'dragging' : 'idle'}
      className={`${styles.dragCard} ${dragSurface}`}
      style={drag.style}
    >
      <VisuallyHidden>Letter card s. Drag it onto the picture that starts with s.</VisuallyHidden>
      <span className={styles.pairLetter} aria-hidden="true">
        s
      </span>
    </div>
  );
}

/** A place the card can go: its own place, or a picture. */
function Zone({
  id,
  label,
  children,
}: {
  readonly id: string;
  readonly label: string;
  readonly children: ReactNode;
}) {
  const zone = useDropZone(id);
  return (
    <div
      ref={zone.setNodeRef}
      role="group"
      aria-label={label}
      className={styles.dropZone}
      data-over={zone.isOver || undefined}
      data-holding={zone.isHolding || undefined}
    >
      {children}
    </div>
  );
}

/** Props of {@link SoundCardDrop}. */
export interface SoundCardDropProps {
  /** The card went onto a picture (the word). */
  readonly onDrop: (word: string) => void;
  /** The card is on the right picture: it stays there. */
  readonly done: boolean;
}

/**
 * Step 3's second part (words.md 1-0): the s card dragged onto the picture that starts with s
 * (sun or dog). A drop on the other picture sends the card back to its place.
 */
export function SoundCardDrop({ onDrop, done }: SoundCardDropProps) {
  const [zone, setZone] = useState(home);
  const announcements = placeAnnouncements(names);
  return (
    <DropZones
      zones={zones}
      onDrop={(_item, zoneId) => {
        const right = soundPictures.find((picture) => picture.word === zoneId)?.startsWithS;
        setZone(right ? zoneId : home);
        if (zoneId !== home) onDrop(zoneId);
      }}
      announcements={announcements}
    >
      <div className={styles.dropArea}>
        <Zone id={home} label="The s card">
          {zone === home ? <LetterCard zone={home} disabled={done} /> : null}
        </Zone>
        <div className={styles.dropPictures}>
          {soundPictures.map((picture) => (
            <Zone key={picture.word} id={picture.word} label={`Picture: ${picture.word}`}>
              <PictureCard entry={picture} decorative />
              {zone === picture.word ? <LetterCard zone={picture.word} disabled /> : null}
            </Zone>
          ))}
        </div>
      </div>
    </DropZones>
  );
}
