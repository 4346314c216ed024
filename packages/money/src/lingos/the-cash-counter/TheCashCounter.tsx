import {
  lingoLayout,
  LingoPractice,
  NumberPad,
  type AnswerMarks,
  type LingoProps,
  type PracticeItemProps,
} from '@lingos/kit';
import { Button } from '@lingos/ui';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { moneyFormats } from '../../model/entry';
import { pieces, type PieceId } from '../../model/pieces';
import { Drawer } from '../../widgets/CashTray/Drawer';
import { TallySheet, type TallyLine } from '../../widgets/Receipt/TallySheet';
import * as styles from './TheCashCounter.css';
import {
  cashCounterModel,
  drawerPieces,
  type CashCounterAnswer,
  type CashCounterItem,
  type DrawerCompartment,
} from './model';

const entryFormat = moneyFormats.dollars;

/** A line of the tally sheet: a compartment's subtotal, or the total. */
type LineId = PieceId | 'total';

/** The compartments a check marked wrong, to light them. */
function wrongCompartments(
  drawer: readonly DrawerCompartment[],
  marks: AnswerMarks | undefined,
): PieceId[] {
  return drawer
    .filter(({ piece }) => marks?.[`sub:${piece}`] === 'incorrect')
    .map(({ piece }) => piece);
}

function lineName(line: LineId): string {
  return line === 'total' ? 'Total' : pieces[line].compartment;
}

/** One Cash Counter item: the drawer, the tally sheet (step 3, or as a tool), the pad. */
export function CashCounterQuestion({
  item,
  setAnswer,
  locked,
  state,
  result,
  attempt,
}: PracticeItemProps<CashCounterItem, CashCounterAnswer>) {
  const [raws, setRaws] = useState<Readonly<Partial<Record<LineId, string>>>>({});
  const [toolOpen, setToolOpen] = useState(false);
  const tallyShown = item.tally === 'required' || (item.tally === 'tool' && toolOpen);
  const lines: LineId[] = tallyShown
    ? [...item.drawer.map((compartment) => compartment.piece), 'total']
    : ['total'];
  const [active, setActive] = useState<LineId>(lines[0] ?? 'total');
  const activeLine = lines.includes(active) ? active : 'total';
  const padRef = useRef<HTMLDivElement>(null);
  // Choosing a line (a tap, Enter) puts the caret in the pad, once the pad shows that line.
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    if (focusRequest === 0) return;
    padRef.current?.querySelector('input')?.focus();
  }, [focusRequest, activeLine]);

  const parsed = (line: LineId): number | null => entryFormat.parse(raws[line] ?? '');
  const shownMarks = state === 'incorrect' || attempt > 0 ? result?.marks : undefined;
  const checkedMarks = state === 'correct' || state === 'incorrect' ? result?.marks : undefined;

  function tallyLine(line: LineId): TallyLine {
    const mark = checkedMarks?.[line === 'total' ? 'total' : `sub:${line}`];
    return {
      id: line,
      label: lineName(line),
      amount: parsed(line),
      ...(mark ? { mark } : {}),
      lit: line !== 'total' && shownMarks?.[`sub:${line}`] === 'incorrect',
    };
  }

  function update(next: Readonly<Partial<Record<LineId, string>>>) {
    setRaws(next);
    const read = (line: LineId) => entryFormat.parse(next[line] ?? '');
    const total = read('total');
    if (total === null) return setAnswer(undefined);
    if (item.tally !== 'required') return setAnswer({ total });
    const subtotals: Partial<Record<PieceId, number>> = {};
    for (const { piece } of item.drawer) {
      const typed = read(piece);
      if (typed === null) return setAnswer(undefined);
      subtotals[piece] = typed;
    }
    setAnswer({ total, subtotals });
  }

  function choose(line: LineId) {
    setFocusRequest((count) => count + 1);
    setActive(line);
  }

  // Enter on the pad goes to the next empty line; once every line is written, it checks.
  function onPadKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Enter' || lines.length === 1) return;
    const empty = lines.filter((line) => parsed(line) === null && line !== activeLine);
    if (empty.length === 0) return;
    event.preventDefault();
    const after = lines.slice(lines.indexOf(activeLine) + 1).find((line) => empty.includes(line));
    choose(after ?? (empty[0] as LineId));
  }

  return (
    <div className={lingoLayout.stage}>
      <Drawer
        className={styles.drawer}
        pieces={drawerPieces(item.drawer)}
        lit={wrongCompartments(item.drawer, shownMarks)}
      />
      {item.tally === 'tool' ? (
        <div className={styles.tool}>
          <Button
            variant="secondary"
            size="md"
            aria-pressed={toolOpen}
            onClick={() => setToolOpen((open) => !open)}
          >
            Tally sheet
          </Button>
        </div>
      ) : null}
      {item.tally === 'required' ? (
        <p className={lingoLayout.note}>
          Write each box's money on the tally sheet, then the total.
        </p>
      ) : null}
      <div className={styles.answers}>
        {tallyShown ? (
          <TallySheet
            className={styles.tally}
            lines={item.drawer.map(({ piece }) => tallyLine(piece))}
            total={tallyLine('total')}
            activeId={activeLine}
            onSelect={(id) => choose(id as LineId)}
            disabled={locked}
          />
        ) : null}
        {/* Enter in the pad's boxes: the next empty line, or Check. */}
        {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
        <div ref={padRef} className={styles.pad} onKeyDown={onPadKeyDown}>
          <NumberPad
            key={activeLine}
            format={entryFormat}
            value={raws[activeLine] ?? ''}
            onChange={(raw) => update({ ...raws, [activeLine]: raw })}
            label={lines.length === 1 ? 'Money in the drawer' : lineName(activeLine)}
            disabled={locked}
          />
        </div>
      </div>
    </div>
  );
}

/** The worked example: one compartment lit at a time, then the boxes added. */
function WorkedDrawer({ item, index }: { readonly item: CashCounterItem; readonly index: number }) {
  const lit = item.drawer[index]?.piece;
  return (
    <div className={lingoLayout.stage}>
      <Drawer className={styles.drawer} pieces={drawerPieces(item.drawer)} lit={lit ? [lit] : []} />
    </div>
  );
}

/**
 * Lingo 2-4, The Cash Counter: the corner store is closing; count the money in the drawer,
 * one compartment at a time, biggest first, and type the total in dollars and cents, then
 * Check. Step 3 asks for each compartment's subtotal on a tally sheet first.
 */
export default function TheCashCounter(props: LingoProps) {
  return (
    <LingoPractice<CashCounterItem, CashCounterAnswer>
      {...props}
      model={cashCounterModel}
      Question={CashCounterQuestion}
      renderWorkedExample={({ item, index }) => <WorkedDrawer item={item} index={index} />}
    />
  );
}
