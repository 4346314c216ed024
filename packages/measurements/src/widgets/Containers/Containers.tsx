import { Button, VisuallyHidden } from '@lingos/ui';
import {
  DropZones,
  dragSurface,
  placeAnnouncements,
  sliderKeyDelta,
  useAnnouncer,
  useDragItem,
  useDropZone,
  useHoldRepeat,
  usePointerDrag,
  useReducedMotion,
  useSpeech,
} from '@lingos/kit';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import * as styles from './Containers.css';
import { containerAmountAtY, containerArt } from './containerArt';
import {
  containerTitle,
  countedPourText,
  describeContainer,
  fillKeyTarget,
  fillStep,
  fillText,
  findContainer,
  pour,
  pourText,
  refill as refillContainer,
  setContainerAmount,
  theContainer,
  type ContainerState,
  type Liquid,
  type PourResult,
} from './containerModel';
import { ContainerDrawing } from './ContainerDrawing';

/** A pour the child can make: `from` into `to` (container ids). */
export interface ContainerPour {
  readonly from: string;
  readonly to: string;
}

/** A change to the containers: a pour, or water set in fill mode. */
export type ContainersChange =
  | { readonly type: 'pour'; readonly result: PourResult }
  | { readonly type: 'fill'; readonly id: string; readonly amount: number };

/** The marks a container chosen as an answer can show. */
export const containerMarks = ['correct', 'incorrect'] as const;
/** `correct` or `incorrect`. */
export type ContainerMark = (typeof containerMarks)[number];

/** The states Containers exposes as `data-state`. */
export const containersStates = ['idle', 'pouring', 'dragging', 'filling'] as const;
/** `idle`, `pouring` (a pour is showing), `dragging` or `filling` (a drag sets the water). */
export type ContainersState = (typeof containersStates)[number];

/** Props of {@link Containers}. */
export interface ContainersProps {
  /** The containers on the table, left to right (controlled). */
  readonly containers?: readonly ContainerState[];
  /** The first containers when the widget keeps them itself. */
  readonly defaultContainers?: readonly ContainerState[];
  /** Every change: the containers after it, and what happened. */
  readonly onContainersChange?: (
    containers: readonly ContainerState[],
    change: ContainersChange,
  ) => void;
  /**
   * The pours offered as buttons ("Pour the cup into the jug") and by Enter on the source.
   * Default: the first container into the second (none in fill mode). A source can also be
   * dragged onto any other container.
   */
  readonly pours?: readonly ContainerPour[];
  /** Containers filled again after each pour and counted ("3 cups poured."), as cups from a carton. */
  readonly refill?: readonly string[];
  /** A pour happened (or was refused): the result, and how many times that pour has been made. */
  readonly onPour?: (result: PourResult, count: number) => void;
  /**
   * Fill mode: this container becomes a slider the child fills, Up adding 50 mL and Down
   * taking 50 out, by drag, keys or held +/− buttons ("350 millilitres.").
   */
  readonly fillId?: string;
  /** The water in the filled container changed (each step). */
  readonly onFillChange?: (amount: number) => void;
  /** Makes each container a button, for "Which holds more?": called with the one tapped. */
  readonly onContainerTap?: (id: string) => void;
  /** The container chosen as the answer (aria-pressed). */
  readonly chosenId?: string | null;
  /** How the chosen container is marked after a check. */
  readonly chosenMark?: ContainerMark;
  /** The group's accessible name (default "Containers"). */
  readonly label?: string;
  /** Nothing pours, fills or answers (after an answer). */
  readonly disabled?: boolean;
  /** Speak each change aloud as well as announcing it (default true). */
  readonly speakChanges?: boolean;
  /**
   * What the containers hold (default water): drawn in its colour and named in every text,
   * "Milk reaches the mark labelled 600.", "Cup: some juice, not full."
   */
  readonly liquid?: Liquid;
  readonly className?: string;
}

/** How long a pour shows (the CSS animations last as long). */
const pourShowMs = 900;
const dragPrefix = 'pour/';
const pairKey = (from: string, to: string): string => `${from}>${to}`;
const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The containers, controlled (`containers`) or kept by the widget, and a `replace` that
 * applies a change from the latest containers (two quick taps both count).
 */
function useContainers(
  containers: readonly ContainerState[] | undefined,
  defaultContainers: readonly ContainerState[],
  onContainersChange: ContainersProps['onContainersChange'],
) {
  const [own, setOwn] = useState<readonly ContainerState[]>(defaultContainers);
  const current = containers ?? own;
  const latest = useRef(current);
  const rendered = useRef(current);
  if (rendered.current !== current) {
    rendered.current = current;
    latest.current = current;
  }
  function replace(next: readonly ContainerState[], change: ContainersChange) {
    latest.current = next;
    if (containers === undefined) setOwn(next);
    onContainersChange?.(next, change);
  }
  return { current, latest, replace } as const;
}

interface PlaceProps {
  readonly zone: string;
  readonly target: boolean;
  readonly children: ReactNode;
}

/** A container's place on the table: a drop zone for a pour. */
function Place({ zone, target, children }: PlaceProps): ReactElement {
  const drop = useDropZone(zone);
  return (
    <div
      ref={drop.setNodeRef}
      className={styles.place}
      data-target={(target && !drop.isOver) || undefined}
      data-over={drop.isOver || undefined}
    >
      {children}
    </div>
  );
}

interface SourceProps {
  readonly container: ContainerState;
  readonly zone: string;
  readonly name: string;
  readonly disabled: boolean;
  readonly onPour: () => void;
  readonly children: ReactNode;
}

/** A container that pours: tap or Enter pours it into its target; it drags onto any other. */
function Source({ container, zone, name, disabled, onPour, children }: SourceProps): ReactElement {
  const drag = useDragItem(dragPrefix + container.id, {
    zone,
    disabled: disabled || container.amount <= 0,
  });
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (drag.isDragging) return;
    if (event.key === 'Enter') {
      // Enter pours (measurements.md) and never reaches the page, where it would Check.
      event.preventDefault();
      if (!disabled) onPour();
      return;
    }
    drag.listeners?.onKeyDown?.(event);
  }
  return (
    <div
      {...drag.attributes}
      {...drag.listeners}
      ref={drag.setNodeRef}
      role="button"
      tabIndex={0}
      aria-label={name}
      aria-disabled={disabled || undefined}
      aria-roledescription="container you can pour"
      onKeyDown={onKeyDown}
      {...drag.tapHandlers(() => {
        if (!disabled) onPour();
      })}
      className={styles.vessel}
      data-state={drag.isDragging ? 'dragging' : 'idle'}
      style={drag.style}
    >
      {children}
    </div>
  );
}

interface FillSliderProps {
  readonly container: ContainerState;
  readonly disabled: boolean;
  readonly onSet: (amount: number, end: boolean) => void;
  readonly onFilling: (filling: boolean) => void;
  readonly children: ReactNode;
}

/** The container being filled: a vertical slider moved by keys or by dragging the water. */
function FillSlider({
  container,
  disabled,
  onSet,
  onFilling,
  children,
}: FillSliderProps): ReactElement {
  const art = containerArt[container.shape];
  const amountAt = (clientY: number, element: Element): number => {
    const box = element.querySelector('svg')?.getBoundingClientRect();
    if (!box || box.height <= 0) return container.amount;
    const y = ((clientY - box.top) / box.height) * art.height;
    const raw = containerAmountAtY(art, y, container.capacity);
    return Math.min(container.capacity, Math.max(0, Math.round(raw / fillStep) * fillStep));
  };
  const elementRef = useRef<HTMLDivElement>(null);
  const drag = usePointerDrag<HTMLDivElement>({
    disabled,
    onStart: ({ element }) => {
      element.focus();
      onFilling(true);
      return true;
    },
    onMove: ({ client, moved }) => {
      if (!moved || !elementRef.current) return;
      onSet(amountAt(client.y, elementRef.current), false);
    },
    onEnd: ({ client, moved, cancelled }) => {
      onFilling(false);
      if (!elementRef.current) return;
      // A tap sets the level where it lands; a drag cancelled half way keeps its last level.
      if (!cancelled) onSet(amountAt(client.y, elementRef.current), true);
      else if (moved) onSet(container.amount, true);
    },
  });
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = fillKeyTarget(container.amount, event.key, event, container.capacity);
    if (next === undefined) return;
    event.preventDefault();
    if (disabled) return;
    // Up at the brim (or Down when empty) asks for more than fits: say so.
    const delta = sliderKeyDelta(event.key, event, { step: fillStep, pageStep: 100 }) ?? 0;
    const asked = container.amount + delta;
    onSet(next === container.amount && delta !== 0 ? asked : next, true);
  }
  return (
    <div
      ref={elementRef}
      role="slider"
      tabIndex={disabled ? -1 : 0}
      aria-label={containerTitle(container)}
      aria-orientation="vertical"
      aria-valuemin={0}
      aria-valuemax={container.capacity}
      aria-valuenow={container.amount}
      aria-valuetext={fillText(container.amount).slice(0, -1)}
      aria-disabled={disabled || undefined}
      className={`${styles.vessel} ${styles.vesselSlider} ${dragSurface}`}
      onKeyDown={onKeyDown}
      {...drag.handlers}
    >
      {children}
    </div>
  );
}

/**
 * Containers on a table, drawn tall-thin or short-wide while their hidden capacities decide.
 * Pour one into another with the Pour button (56 px), Enter or a tap on the source, or by
 * dragging it onto the other: the target fills to its capacity and what does not fit stays
 * behind ("The jug is full; some is left in the cup."), with a pour animation (instant under
 * reduced motion). A measuring jug has marks every 100 or 50 mL up to 1 L. In fill mode the
 * child sets a container's water: Up adds 50 mL, Down takes 50 out, by keys, drag or held
 * +/− buttons ("350 millilitres."). With `onContainerTap` the containers answer "Which holds
 * more?".
 */
export function Containers({
  containers,
  defaultContainers = [],
  onContainersChange,
  pours,
  refill = [],
  onPour,
  fillId,
  onFillChange,
  onContainerTap,
  chosenId = null,
  chosenMark,
  label = 'Containers',
  disabled = false,
  speakChanges = true,
  liquid = 'water',
  className,
}: ContainersProps): ReactElement {
  const baseId = useId();
  const summaryId = `${baseId}summary`;
  const zoneOf = (id: string): string => `${baseId}zone-${id}`;
  const { current, latest, replace } = useContainers(
    containers,
    defaultContainers,
    onContainersChange,
  );
  const speech = useSpeech();
  const { message, announce } = useAnnouncer();
  const reducedMotion = useReducedMotion();
  const [pouring, setPouring] = useState<ContainerPour | null>(null);
  const [held, setHeld] = useState<string | null>(null);
  const [filling, setFilling] = useState(false);
  const counts = useRef(new Map<string, number>());
  const pourTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (pourTimer.current !== null) clearTimeout(pourTimer.current);
    },
    [],
  );

  const answering = onContainerTap !== undefined;
  const offered: readonly ContainerPour[] =
    pours ??
    (fillId === undefined && current.length >= 2 && current[0] && current[1]
      ? [{ from: current[0].id, to: current[1].id }]
      : []);
  const refilled = new Set(refill);

  function say(text: string) {
    announce(text);
    if (speakChanges) speech.speakAutomatically(text);
  }

  function pourInto(from: string, to: string) {
    if (disabled) return;
    const result = pour(latest.current, from, to);
    let count = counts.current.get(pairKey(from, to)) ?? 0;
    if (result.poured > 0) {
      count += 1;
      counts.current.set(pairKey(from, to), count);
      const after = refilled.has(from)
        ? refillContainer(result.containers, from)
        : result.containers;
      replace(after, { type: 'pour', result });
      if (!reducedMotion) {
        if (pourTimer.current !== null) clearTimeout(pourTimer.current);
        setPouring({ from, to });
        pourTimer.current = setTimeout(() => {
          pourTimer.current = null;
          setPouring(null);
        }, pourShowMs);
      }
    }
    say(refilled.has(from) ? countedPourText(result, count, liquid) : pourText(result, liquid));
    onPour?.(result, count);
  }

  function setFill(id: string, amount: number, end: boolean) {
    const container = findContainer(latest.current, id);
    if (!container || disabled) return;
    const next = setContainerAmount(latest.current, id, amount);
    const settled = findContainer(next, id)?.amount ?? container.amount;
    if (settled !== container.amount) {
      replace(next, { type: 'fill', id, amount: settled });
      onFillChange?.(settled);
    }
    // Past the brim or below empty, the water stops there and says so.
    const text =
      amount > container.capacity
        ? `${capitalize(theContainer(container))} is full. ${fillText(settled)}`
        : amount < 0
          ? `${capitalize(theContainer(container))} is empty.`
          : fillText(settled);
    announce(text);
    if (end && speakChanges) speech.speakAutomatically(text);
  }

  const fillContainer = fillId === undefined ? undefined : findContainer(current, fillId);
  const hold = useHoldRepeat((delta) => {
    if (fillId === undefined) return;
    const container = findContainer(latest.current, fillId);
    if (!container) return;
    setFill(fillId, container.amount + delta, true);
  });

  function onDrop(itemId: string, zoneId: string) {
    if (!itemId.startsWith(dragPrefix)) return;
    const from = itemId.slice(dragPrefix.length);
    const target = latest.current.find((container) => zoneOf(container.id) === zoneId);
    if (target) pourInto(from, target.id);
  }

  const nameOfItem = (itemId: string): string => {
    const container = findContainer(current, itemId.slice(dragPrefix.length));
    return container ? theContainer(container) : 'it';
  };
  const nameOfZone = (zoneId: string): string => {
    const container = current.find((entry) => zoneOf(entry.id) === zoneId);
    return container ? theContainer(container) : 'the table';
  };
  const announcements = placeAnnouncements(
    { item: nameOfItem, zone: nameOfZone },
    {
      pickedUp: (itemId) => `Picked up ${nameOfItem(itemId)}. Choose where to pour it.`,
      over: (_itemId, zoneId) =>
        zoneId === null ? 'Not over a container.' : `Over ${nameOfZone(zoneId)}.`,
      // A pour is announced as what it did (see pourInto).
      dropped: (itemId, zoneId) =>
        zoneId === null
          ? `${capitalize(nameOfItem(itemId))} went back. Nothing was poured.`
          : undefined,
    },
  );

  const heldFrom = held?.startsWith(dragPrefix) ? held.slice(dragPrefix.length) : null;

  const renderVessel = (container: ContainerState): ReactElement => {
    const drawing = (
      <ContainerDrawing
        container={container}
        liquid={liquid}
        pouring={
          pouring?.from === container.id ? 'from' : pouring?.to === container.id ? 'to' : null
        }
      />
    );
    const described = describeContainer(container, liquid);
    if (answering) {
      const pressed = chosenId === container.id;
      return (
        <button
          type="button"
          className={styles.vessel}
          aria-pressed={pressed}
          aria-label={`${containerTitle(container)}. ${described}`}
          data-mark={pressed ? chosenMark : undefined}
          disabled={disabled}
          onClick={() => {
            if (!disabled) onContainerTap?.(container.id);
          }}
        >
          {drawing}
        </button>
      );
    }
    if (container.id === fillId) {
      return (
        <FillSlider
          container={container}
          disabled={disabled}
          onSet={(amount, end) => setFill(container.id, amount, end)}
          onFilling={setFilling}
        >
          {drawing}
        </FillSlider>
      );
    }
    const pourTo = offered.find((entry) => entry.from === container.id)?.to;
    const target = pourTo === undefined ? undefined : findContainer(current, pourTo);
    if (target) {
      return (
        <Source
          container={container}
          zone={zoneOf(container.id)}
          name={`${described} Pour it into ${theContainer(target)}`}
          disabled={disabled}
          onPour={() => pourInto(container.id, target.id)}
        >
          {drawing}
        </Source>
      );
    }
    return (
      <div role="img" aria-label={described} className={styles.vessel}>
        {drawing}
      </div>
    );
  };

  const state: ContainersState =
    held !== null ? 'dragging' : filling ? 'filling' : pouring !== null ? 'pouring' : 'idle';

  return (
    <div
      role="group"
      aria-label={label}
      aria-describedby={summaryId}
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-state={state}
      data-motion={reducedMotion ? 'reduced' : 'full'}
      data-filling={filling || undefined}
    >
      <DropZones
        zones={current.map((container) => zoneOf(container.id))}
        onDrop={onDrop}
        announcements={announcements}
        onHoldChange={setHeld}
      >
        <ul className={styles.table}>
          {current.map((container) => (
            <li key={container.id} data-container={container.id}>
              <Place
                zone={zoneOf(container.id)}
                target={heldFrom !== null && heldFrom !== container.id}
              >
                {renderVessel(container)}
                <p className={styles.title} aria-hidden="true">
                  {containerTitle(container)}
                </p>
              </Place>
            </li>
          ))}
        </ul>
      </DropZones>
      {offered.length > 0 || fillContainer ? (
        <div className={styles.actions}>
          {offered.map((entry) => {
            const source = findContainer(current, entry.from);
            const target = findContainer(current, entry.to);
            if (!source || !target) return null;
            return (
              <Button
                key={pairKey(entry.from, entry.to)}
                size="lg"
                disabled={disabled}
                onClick={() => pourInto(entry.from, entry.to)}
              >
                Pour {theContainer(source)} into {theContainer(target)}
              </Button>
            );
          })}
          {fillContainer ? (
            <>
              <Button size="lg" variant="secondary" disabled={disabled} {...hold(-fillStep)}>
                Take out 50 <span aria-hidden="true">mL</span>
                <VisuallyHidden>millilitres</VisuallyHidden>
              </Button>
              <Button size="lg" variant="secondary" disabled={disabled} {...hold(fillStep)}>
                Add 50 <span aria-hidden="true">mL</span>
                <VisuallyHidden>millilitres</VisuallyHidden>
              </Button>
            </>
          ) : null}
        </div>
      ) : null}
      <VisuallyHidden id={summaryId} data-part="summary">
        {current.map((container) => describeContainer(container, liquid)).join(' ')}
      </VisuallyHidden>
      <VisuallyHidden role="status" data-part="announcement">
        {message}
      </VisuallyHidden>
    </div>
  );
}
