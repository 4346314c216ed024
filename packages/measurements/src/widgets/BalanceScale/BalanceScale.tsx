import { VisuallyHidden } from '@lingos/ui';
import {
  DropZones,
  placeAnnouncements,
  useAnnouncer,
  useDropZone,
  useReducedMotion,
  useRovingFocus,
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
import * as styles from './BalanceScale.css';
import {
  balanceReducer,
  balanceState,
  balanceChangeText,
  describeScale,
  findItem,
  groupName,
  groupsOn,
  isMass,
  lastMovable,
  lastPutOn,
  massLabel,
  panAnswerName,
  panGrams,
  placingPan,
  takeOffName,
  takeOffText,
  thingName,
  tiltAngle,
  type BalanceAction,
  type BalanceGroup,
  type BalanceItem,
  type BalancePan,
  type BalancePlace,
  type DrawnSize,
} from './balanceModel';
import { ScaleFrame } from './ScaleFrame';
import { StackButton } from './StackButton';
import { ThingArt } from './ThingArt';

/** The marks a pan chosen as an answer can show. */
export const balancePanMarks = ['correct', 'incorrect'] as const;
/** `correct` or `incorrect`. */
export type BalancePanMark = (typeof balancePanMarks)[number];

/** The states BalanceScale exposes as `data-state`. */
export const balanceScaleStates = ['idle', 'dragging'] as const;
/** `idle` or `dragging`. */
export type BalanceScaleState = (typeof balanceScaleStates)[number];

/** Props of {@link BalanceScale}. */
export interface BalanceScaleProps {
  /** The things on the pans and in the tray (controlled). Make them with `balanceItems`. */
  readonly items?: readonly BalanceItem[];
  /** The first things when the scale keeps them itself. */
  readonly defaultItems?: readonly BalanceItem[];
  /** Every change the child makes: the things after it, and what happened. */
  readonly onItemsChange?: (items: readonly BalanceItem[], action: BalanceAction) => void;
  /** A change made the scale level (the totals are exactly equal). */
  readonly onLevel?: (items: readonly BalanceItem[]) => void;
  /** The pan Enter and taps on the tray put things on, until the child chooses one. */
  readonly targetPan?: BalancePan;
  /**
   * Makes each pan one big button, for "Which is heavier?": called with the pan tapped. The
   * things on the pans then only show; the tray (if any) still works.
   */
  readonly onPanTap?: (pan: BalancePan) => void;
  /** The pan chosen as the answer (aria-pressed). */
  readonly chosenPan?: BalancePan | null;
  /** How the chosen pan is marked after a check. */
  readonly chosenMark?: BalancePanMark;
  /** The scale's accessible name (default "Balance scale"). */
  readonly label?: string;
  /** The tray's title (default "Tray"). */
  readonly trayLabel?: string;
  /** Nothing moves and nothing answers (after an answer). */
  readonly disabled?: boolean;
  /** Speak each change aloud as well as announcing it (default true). */
  readonly speakChanges?: boolean;
  /**
   * How big objects are drawn, 1 to 5 by object id, for objects that carry no `drawnSize` of
   * their own: `{ 'beach-ball': 5, rock: 2 }`. A drawing hint only; the hidden masses decide.
   */
  readonly drawnSizes?: Readonly<Record<string, DrawnSize>>;
  readonly className?: string;
}

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The drag id of a stack: "tray/mass-100", "left/object-apple". */
const stackId = (place: BalancePlace, kind: string): string => `${place}/${kind}`;

function parseStackId(id: string): { place: BalancePlace; kind: string } | null {
  const slash = id.indexOf('/');
  const place = id.slice(0, slash);
  if (slash < 0 || (place !== 'tray' && place !== 'left' && place !== 'right')) return null;
  return { place, kind: id.slice(slash + 1) };
}

/**
 * The things on a scale, controlled (`items`) or kept by the scale (`defaultItems`), and a
 * `dispatch` through the pure reducer. Two taps before the parent re-renders both count: each
 * action starts from the latest things.
 */
function useBalanceItems(
  items: readonly BalanceItem[] | undefined,
  defaultItems: readonly BalanceItem[],
  onItemsChange: BalanceScaleProps['onItemsChange'],
) {
  const [own, setOwn] = useState<readonly BalanceItem[]>(defaultItems);
  const current = items ?? own;
  const latest = useRef(current);
  const rendered = useRef(current);
  // New `items` from the parent (a new question) replace whatever was dispatched before.
  if (rendered.current !== current) {
    rendered.current = current;
    latest.current = current;
  }
  function dispatch(action: BalanceAction): readonly BalanceItem[] {
    const next = balanceReducer(latest.current, action);
    if (next === latest.current) return next;
    latest.current = next;
    if (items === undefined) setOwn(next);
    onItemsChange?.(next, action);
    return next;
  }
  return { current, latest, dispatch } as const;
}

interface PanViewProps {
  readonly pan: BalancePan;
  readonly zone: string;
  readonly children: ReactNode;
  readonly title: string;
  readonly target: boolean;
}

/** A pan as a drop zone: its stacks and its dish, named "Left pan". */
function PanZone({ pan, zone, children, title, target }: PanViewProps): ReactElement {
  const drop = useDropZone(zone);
  const titleId = `${zone}-title`;
  return (
    <section
      ref={drop.setNodeRef}
      aria-labelledby={titleId}
      className={styles.pan}
      data-pan={pan}
      data-target={(target && !drop.isOver) || undefined}
      data-over={drop.isOver || undefined}
    >
      <VisuallyHidden id={titleId}>{title}</VisuallyHidden>
      {children}
    </section>
  );
}

interface AnswerPanProps {
  readonly pan: BalancePan;
  readonly zone: string;
  readonly name: string;
  readonly pressed: boolean;
  readonly mark: BalancePanMark | undefined;
  readonly disabled: boolean;
  readonly onTap: () => void;
  readonly children: ReactNode;
}

/** A pan as one big answer button (which is heavier?), still a drop zone for the tray. */
function AnswerPan({
  pan,
  zone,
  name,
  pressed,
  mark,
  disabled,
  onTap,
  children,
}: AnswerPanProps): ReactElement {
  const drop = useDropZone(zone);
  return (
    <button
      ref={drop.setNodeRef}
      type="button"
      className={`${styles.pan} ${styles.panButton}`}
      data-pan={pan}
      data-over={drop.isOver || undefined}
      data-mark={pressed ? mark : undefined}
      aria-pressed={pressed}
      aria-label={name}
      disabled={disabled}
      onClick={onTap}
    >
      {children}
    </button>
  );
}

interface TrayZoneProps {
  readonly zone: string;
  readonly title: string;
  readonly target: boolean;
  readonly action: ReactNode;
  readonly children: ReactNode;
}

function TrayZone({ zone, title, target, action, children }: TrayZoneProps): ReactElement {
  const drop = useDropZone(zone);
  const titleId = `${zone}-title`;
  return (
    <section
      ref={drop.setNodeRef}
      aria-labelledby={titleId}
      className={styles.tray}
      data-place="tray"
      data-target={(target && !drop.isOver) || undefined}
      data-over={drop.isOver || undefined}
    >
      <div className={styles.trayHeader}>
        <p id={titleId} className={styles.trayTitle}>
          {title}
        </p>
        {action}
      </div>
      <ul className={styles.trayList} aria-labelledby={titleId}>
        {children}
      </ul>
    </section>
  );
}

/**
 * A balance scale: a beam on a stand and two pans. Objects (with hidden true masses) and
 * gram and kilogram masses go from the tray onto the pans and off again: tap or Enter puts
 * one on a pan (the pan the child chose, else `targetPan`, else an empty pan, else the one
 * last used); drag it (mouse, finger, or Space, arrows, Space); Delete takes the last one off.
 * Tap a thing on a pan to choose it, then the other pan's dish to move it there, or "Take
 * off". The beam tilts toward the heavier side (instantly under reduced motion) and is level
 * only when the totals are exactly equal. Each change is announced and spoken ("Put a
 * 100-gram mass on the right pan. Level: both sides are the same."). With `onPanTap` the pans
 * answer "Which is heavier?".
 */
export function BalanceScale({
  items,
  defaultItems = [],
  onItemsChange,
  onLevel,
  targetPan,
  onPanTap,
  chosenPan = null,
  chosenMark,
  label = 'Balance scale',
  trayLabel = 'Tray',
  disabled = false,
  speakChanges = true,
  drawnSizes,
  className,
}: BalanceScaleProps): ReactElement {
  const baseId = useId();
  const zones = {
    tray: `${baseId}tray`,
    left: `${baseId}left`,
    right: `${baseId}right`,
  } as const;
  const summaryId = `${baseId}summary`;
  const { current, latest, dispatch } = useBalanceItems(items, defaultItems, onItemsChange);
  const speech = useSpeech();
  const { message, announce } = useAnnouncer();
  const reducedMotion = useReducedMotion();
  const [chosenKey, setChosenKey] = useState<string | null>(null);
  const [childPan, setChildPan] = useState<BalancePan | null>(null);
  const [lastPut, setLastPut] = useState<BalancePan | null>(null);
  const [held, setHeld] = useState<string | null>(null);
  const pendingFocus = useRef<BalancePan | null>(null);
  const dishRefs = useRef<Record<BalancePan, HTMLButtonElement | null>>({
    left: null,
    right: null,
  });

  const answering = onPanTap !== undefined;
  const trayGroups = groupsOn(current, 'tray');
  const panGroups = { left: groupsOn(current, 'left'), right: groupsOn(current, 'right') };
  const chosenItem = chosenKey === null ? undefined : findItem(current, chosenKey);
  const chosen = chosenItem && chosenItem.place !== 'tray' && !disabled ? chosenItem : undefined;
  const angle = tiltAngle(panGrams(current, 'left'), panGrams(current, 'right'));
  const state = balanceState(current);

  const trayFocus = useRovingFocus({ count: trayGroups.length, wrap: true });
  const leftFocus = useRovingFocus({ count: panGroups.left.length, wrap: true });
  const rightFocus = useRovingFocus({ count: panGroups.right.length, wrap: true });
  const panFocus = { left: leftFocus, right: rightFocus };

  useEffect(() => {
    const pan = pendingFocus.current;
    if (pan === null) return;
    pendingFocus.current = null;
    const count = panGroups[pan].length;
    const focus = panFocus[pan];
    if (count > 0) focus.focus(Math.min(focus.focusedIndex ?? 0, count - 1));
    else dishRefs.current[pan]?.focus();
  });

  function say(text: string) {
    announce(text);
    if (speakChanges) speech.speakAutomatically(text);
  }

  function apply(action: BalanceAction): boolean {
    if (disabled) return false;
    const before = latest.current;
    const after = dispatch(action);
    if (after === before) return false;
    const text = balanceChangeText(before, after, action);
    if (text) say(text);
    if (balanceState(after) === 'level' && balanceState(before) !== 'level') onLevel?.(after);
    return true;
  }

  function putOn(key: string, pan: BalancePan): boolean {
    const done = apply({ type: 'put', key, pan });
    if (done) setLastPut(pan);
    return done;
  }

  function noneLeft(group: BalanceGroup) {
    say(
      isMass(group.thing)
        ? `No ${massLabel(group.thing)} masses left in the ${trayLabel.toLowerCase()}.`
        : `${capitalize(group.thing.name)} is already on the scale.`,
    );
  }

  function placeFromTray(group: BalanceGroup) {
    if (disabled) return;
    // The stack's top: the last of its kind to come back to the tray.
    const key = groupsOn(latest.current, 'tray')
      .find((entry) => entry.kind === group.kind)
      ?.keys.at(-1);
    if (key === undefined) {
      noneLeft(group);
      return;
    }
    const pan = placingPan(latest.current, { chosen: childPan, target: targetPan, lastPut });
    // The thing just put on stays chosen: a tap on the other pan's dish moves it there.
    if (putOn(key, pan) && !answering) setChosenKey(key);
  }

  function takeOffLast() {
    const last = lastPutOn(latest.current);
    if (!last) {
      say('Nothing to take off.');
      return;
    }
    setChosenKey(null);
    apply({ type: 'takeOff', key: last.key });
  }

  function tapPanStack(pan: BalancePan, group: BalanceGroup) {
    const movable = lastMovable(latest.current, pan, group.kind);
    if (!movable || disabled) {
      speech.speak(`${groupName(group, pan)}.`);
      return;
    }
    setChosenKey((key) => (key === movable.key ? null : movable.key));
  }

  function removeFromPan(pan: BalancePan, group: BalanceGroup) {
    const movable = lastMovable(latest.current, pan, group.kind);
    if (!movable) {
      say(`${capitalize(thingName(group.thing))} stays on the scale.`);
      return;
    }
    setChosenKey(null);
    if (apply({ type: 'takeOff', key: movable.key })) pendingFocus.current = pan;
  }

  function pressDish(pan: BalancePan) {
    if (disabled) return;
    if (chosen && chosen.place !== pan) {
      setChosenKey(null);
      putOn(chosen.key, pan);
      return;
    }
    setChildPan(pan);
    say(`Things go on the ${pan} pan now.`);
  }

  function takeOffChosen() {
    if (!chosen) return;
    setChosenKey(null);
    apply({ type: 'takeOff', key: chosen.key });
  }

  function onDrop(itemId: string, zoneId: string) {
    const from = parseStackId(itemId);
    if (!from) return;
    const to: BalancePlace | undefined =
      zoneId === zones.tray
        ? 'tray'
        : zoneId === zones.left
          ? 'left'
          : zoneId === zones.right
            ? 'right'
            : undefined;
    if (to === undefined || to === from.place) return;
    setChosenKey(null);
    if (from.place === 'tray') {
      const key = groupsOn(latest.current, 'tray')
        .find((group) => group.kind === from.kind)
        ?.keys.at(-1);
      if (key !== undefined && to !== 'tray') putOn(key, to);
      return;
    }
    const movable = lastMovable(latest.current, from.place, from.kind);
    if (!movable) return;
    if (to === 'tray') apply({ type: 'takeOff', key: movable.key });
    else putOn(movable.key, to);
  }

  const kindName = (itemId: string): string => {
    const parsed = parseStackId(itemId);
    const group = parsed
      ? [...trayGroups, ...panGroups.left, ...panGroups.right].find(
          (entry) => entry.kind === parsed.kind,
        )
      : undefined;
    return group ? thingName(group.thing) : 'it';
  };
  const zoneName = (zoneId: string): string =>
    zoneId === zones.tray
      ? `the ${trayLabel.toLowerCase()}`
      : zoneId === zones.left
        ? 'the left pan'
        : 'the right pan';
  const announcements = placeAnnouncements(
    { item: kindName, zone: zoneName },
    {
      // A drop onto another place is announced as the change it made (see apply).
      dropped: (itemId, zoneId) =>
        zoneId === null ? `${capitalize(kindName(itemId))} went back.` : undefined,
    },
  );

  function onRootKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && chosenKey !== null) {
      event.preventDefault();
      setChosenKey(null);
    }
  }

  const heldFrom = held ? parseStackId(held)?.place : undefined;

  const renderPanStacks = (pan: BalancePan): ReactNode =>
    panGroups[pan].map((group, index) => {
      const movable = lastMovable(current, pan, group.kind);
      return (
        <li key={group.kind}>
          <StackButton
            dragId={stackId(pan, group.kind)}
            zone={zones[pan]}
            thing={group.thing}
            count={group.keys.length}
            name={groupName(group, pan)}
            onActivate={() => tapPanStack(pan, group)}
            onRemove={() => removeFromPan(pan, group)}
            roving={panFocus[pan].getItemProps(index)}
            onRovingKey={(event) => panFocus[pan].handleKeyDown(event, index)}
            movable={movable !== undefined}
            chosen={movable !== undefined ? chosen?.key === movable.key : undefined}
            disabled={disabled}
            drawnSizes={drawnSizes}
          />
        </li>
      );
    });

  const renderStillStacks = (pan: BalancePan): ReactNode =>
    panGroups[pan].map((group) => (
      <span key={group.kind} className={styles.stackStill}>
        <ThingArt thing={group.thing} count={group.keys.length} drawnSizes={drawnSizes} />
      </span>
    ));

  const renderPan = (pan: BalancePan): ReactElement => {
    if (answering) {
      return (
        <AnswerPan
          pan={pan}
          zone={zones[pan]}
          name={panAnswerName(current, pan)}
          pressed={chosenPan === pan}
          mark={chosenMark}
          disabled={disabled}
          onTap={() => {
            if (!disabled) onPanTap?.(pan);
          }}
        >
          <span className={styles.stacks}>{renderStillStacks(pan)}</span>
          <span className={styles.dish} data-part="dish" />
        </AnswerPan>
      );
    }
    const moving = chosen && chosen.place !== pan;
    return (
      <PanZone
        pan={pan}
        zone={zones[pan]}
        title={`${capitalize(pan)} pan`}
        target={(moving ?? false) || (heldFrom !== undefined && heldFrom !== pan)}
      >
        <ul className={styles.stacks} aria-label={`On the ${pan} pan`}>
          {renderPanStacks(pan)}
        </ul>
        <button
          ref={(element) => {
            dishRefs.current[pan] = element;
          }}
          type="button"
          className={styles.dishButton}
          aria-label={
            moving ? `Move ${thingName(chosen.thing)} to the ${pan} pan` : `Use the ${pan} pan`
          }
          aria-pressed={moving ? undefined : childPan === pan}
          disabled={disabled}
          onClick={() => pressDish(pan)}
        >
          <span className={styles.dish} data-part="dish" />
        </button>
      </PanZone>
    );
  };

  const scale = <ScaleFrame angle={angle} left={renderPan('left')} right={renderPan('right')} />;

  const tray =
    trayGroups.length === 0 ? null : (
      <TrayZone
        zone={zones.tray}
        title={trayLabel}
        target={heldFrom === 'left' || heldFrom === 'right' || chosen !== undefined}
        action={
          chosen && chosen.place !== 'tray' ? (
            <button
              type="button"
              className={styles.takeOff}
              // The name starts with the words on the button (WCAG 2.5.3, label in name).
              aria-label={takeOffName(chosen.thing, chosen.place)}
              onClick={takeOffChosen}
            >
              {takeOffText}
            </button>
          ) : null
        }
      >
        {trayGroups.map((group, index) => (
          <li key={group.kind}>
            <StackButton
              dragId={stackId('tray', group.kind)}
              zone={zones.tray}
              thing={group.thing}
              count={group.keys.length}
              name={groupName(group, 'tray')}
              onActivate={() => placeFromTray(group)}
              onRemove={takeOffLast}
              roving={trayFocus.getItemProps(index)}
              onRovingKey={(event) => trayFocus.handleKeyDown(event, index)}
              movable={group.keys.length > 0}
              disabled={disabled}
              drawnSizes={drawnSizes}
            />
          </li>
        ))}
      </TrayZone>
    );

  return (
    // Escape anywhere in the scale lets go of a chosen thing.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      role="group"
      aria-label={label}
      aria-describedby={summaryId}
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-state={held !== null ? 'dragging' : 'idle'}
      data-balance={state}
      data-motion={reducedMotion ? 'reduced' : 'full'}
      onKeyDown={onRootKeyDown}
    >
      <DropZones
        zones={
          trayGroups.length > 0 ? [zones.tray, zones.left, zones.right] : [zones.left, zones.right]
        }
        onDrop={onDrop}
        announcements={announcements}
        onHoldChange={(itemId) => {
          setHeld(itemId);
          if (itemId !== null) setChosenKey(null);
        }}
      >
        {scale}
        {tray}
      </DropZones>
      <VisuallyHidden id={summaryId} data-part="summary">
        {describeScale(current)}
      </VisuallyHidden>
      <VisuallyHidden role="status" data-part="announcement">
        {message}
      </VisuallyHidden>
    </div>
  );
}
