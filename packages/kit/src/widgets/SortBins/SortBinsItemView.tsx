import { VisuallyHidden } from '@lingos/ui';
import { useDragItem } from '../../interaction/dnd/DropZones';
import { CheckIcon, CrossIcon } from '../../internal/icons';
import * as styles from './SortBins.css';
import type { SortBinsItem, SortBinsItemState, SortBinsMark } from './sortBinsModel';

const markText: Record<SortBinsMark, string> = { correct: 'right', incorrect: 'not right' };

/** Props of one item on screen. */
export interface SortBinsItemViewProps {
  readonly item: SortBinsItem;
  /** Its accessible name ("Coin 3 of 8: …"), without the mark. */
  readonly name: string;
  /** The zone it is in now (the tray's or a bin's id). */
  readonly zone: string;
  readonly state: SortBinsItemState;
  readonly mark: SortBinsMark | undefined;
  /** Right and locked in its bin: no longer moves. */
  readonly locked: boolean;
  readonly disabled: boolean;
  readonly selected: boolean;
  readonly roleDescription: string;
  readonly onChoose: (itemId: string) => void;
  readonly register: (id: string, element: HTMLElement | null) => void;
}

/** One item: dragged by mouse, finger or keyboard (Space), or chosen by a tap (or Enter). */
export function SortBinsItemView({
  item,
  name,
  zone,
  state,
  mark,
  locked,
  disabled,
  selected,
  roleDescription,
  onChoose,
  register,
}: SortBinsItemViewProps) {
  const drag = useDragItem(item.id, { zone, disabled: disabled || locked });
  const fullName = mark ? `${name}, ${markText[mark]}` : name;
  const markIcon = mark ? (
    <span className={mark === 'correct' ? styles.markCorrect : styles.markIncorrect}>
      {mark === 'correct' ? <CheckIcon /> : <CrossIcon />}
    </span>
  ) : null;

  if (locked) {
    return (
      <li className={styles.itemSlot}>
        <div
          ref={(element) => register(item.id, element)}
          data-state={state}
          data-id={item.id}
          className={styles.item({ state })}
        >
          <VisuallyHidden>{fullName}</VisuallyHidden>
          <span className={styles.itemContent} aria-hidden="true">
            {item.content}
          </span>
          {markIcon}
        </div>
      </li>
    );
  }

  // The role is written out below so linters and readers see it; dnd-kit's is the same.
  const { role: dragRole, tabIndex, ...attributes } = drag.attributes;
  void dragRole;
  return (
    <li className={styles.itemSlot}>
      <div
        ref={(element) => {
          drag.setNodeRef(element);
          register(item.id, element);
        }}
        role="button"
        tabIndex={tabIndex}
        {...attributes}
        {...drag.listeners}
        aria-pressed={selected}
        aria-roledescription={roleDescription}
        aria-disabled={disabled || undefined}
        data-state={state}
        data-id={item.id}
        className={styles.item({ state })}
        style={drag.style}
        {...drag.tapHandlers(() => onChoose(item.id))}
        onKeyDown={(event) => {
          // Enter chooses (like a tap) and never reaches the page, where it would Check.
          if (event.key === 'Enter') {
            event.preventDefault();
            if (!drag.isDragging) onChoose(item.id);
            return;
          }
          drag.listeners?.onKeyDown?.(event);
        }}
      >
        {/* Named by text, not aria-label, so a picture's visible words never contradict it. */}
        <VisuallyHidden>{fullName}</VisuallyHidden>
        <span className={styles.itemContent} aria-hidden="true">
          {item.content}
        </span>
        {markIcon}
      </div>
    </li>
  );
}
