import {
  createWholeNumberFormat,
  lingoLayout,
  NumberPad,
  Picture,
  type PracticeItemProps,
} from '@lingos/kit';
import { Button } from '@lingos/ui';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { nounOf } from '../../model/objects';
import { formatWritten } from '../../model/units';
import { LengthObject } from '../../widgets/LengthObject/LengthObject';
import { useCentimetreScale } from '../../widgets/LengthObject/useCentimetreScale';
import {
  defaultRulerEnd,
  normalizeRuler,
  rulerMarginPx,
  slideLayout,
} from '../../widgets/Ruler/rulerModel';
import { Ruler } from '../../widgets/Ruler/Ruler';
import * as styles from './EstimateThenMeasure.css';
import {
  bankObject,
  guessText,
  isCloseGuess,
  type EstimateAnswer,
  type EstimateItem,
  type EstimateTask,
} from './model';

type Props = PracticeItemProps<EstimateItem, EstimateAnswer> & {
  readonly task: Extract<EstimateTask, { kind: 'measure' }>;
};

/** The 0–20 ruler of step 3. */
const ruler = normalizeRuler(0, defaultRulerEnd);

const guessFormat = createWholeNumberFormat({
  maxLength: 3,
  suffix: 'cm',
  unit: ['centimetre', 'centimetres'],
});
const lengthFormat = createWholeNumberFormat({
  maxLength: 2,
  suffix: 'cm',
  unit: ['centimetre', 'centimetres'],
});

/**
 * Step 3: guess, then measure. First the object alone and a pad for the guess; "Measure it"
 * locks the guess in (never marked wrong). Then the ruler lies 2 to 6 cm off the object's end:
 * the child slides its 0 to the end, reads the other end and types the length, which is what
 * is checked. After a right length the guess is compared: a close guess earns a star.
 */
export function MeasureQuestion({ task, setAnswer, locked, state, workedExample }: Props) {
  const object = bankObject(task.object);
  const noun = nounOf(object);
  // The ruler starts `|offset|` cm from the object's end and may slide only between there and
  // the end: the whole ruler always lies on the lane, as short as that allows.
  const {
    objectStart: objectAt,
    laneCm,
    range,
    position: start,
  } = slideLayout(task.rulerOffset, ruler, task.length);
  // One scale for the screen, fitted as the Ruler fits itself: the object alone first, then
  // on the ruler, at the same size.
  const [scaleRef, pxPerCm] = useCentimetreScale(laneCm, {
    marginCm: 0,
    marginPx: rulerMarginPx(ruler),
  });
  const [guessRaw, setGuessRaw] = useState('');
  const [guess, setGuess] = useState<number | null>(null);
  const [guessMessage, setGuessMessage] = useState('');
  const [lengthRaw, setLengthRaw] = useState('');
  const [position, setPosition] = useState(start);
  const benchRef = useRef<HTMLDivElement>(null);
  const movedOn = useRef(false);

  const measuring = workedExample !== null || guess !== null;
  // A worked example lines the ruler up, then reads it.
  const shownPosition = workedExample ? objectAt : position;
  const solved = workedExample && workedExample.index === workedExample.steps.length - 1;
  const shownLength = solved ? String(task.length) : lengthRaw;

  // Once the guess is in, the ruler takes the focus: the next thing to do is slide it.
  useEffect(() => {
    if (guess === null || !movedOn.current) return;
    movedOn.current = false;
    benchRef.current?.querySelector<HTMLElement>('[role="slider"]')?.focus();
  }, [guess]);

  function answerWith(nextGuess: number | null, raw: string, at: number) {
    const length = lengthFormat.parse(raw);
    const usable = length !== null && length > 0 && length <= defaultRulerEnd;
    setAnswer(
      nextGuess !== null && usable
        ? { kind: 'measure', guess: nextGuess, length, rulerAt: at - objectAt }
        : undefined,
    );
  }

  function lockGuess() {
    const value = guessFormat.parse(guessRaw);
    if (value === null) {
      setGuessMessage('Type your guess first. Any number of centimetres is fine.');
      return;
    }
    if (value === 0) {
      setGuessMessage(`The ${noun} is longer than 0 cm. Guess again.`);
      return;
    }
    setGuessMessage('');
    movedOn.current = true;
    setGuess(value);
    answerWith(value, lengthRaw, position);
  }

  // Enter in the guess's box locks it in (the session's Enter would check the answer).
  function onGuessKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Enter' || (event.target as HTMLElement).tagName !== 'INPUT') return;
    event.preventDefault();
    lockGuess();
  }

  const typedLength = lengthFormat.parse(lengthRaw);
  const lengthMessage =
    typedLength === 0
      ? `The ${noun} is longer than 0 cm. Read the number at its other end.`
      : typedLength !== null && typedLength > defaultRulerEnd
        ? `The ruler goes up to ${defaultRulerEnd} cm. Read the number at the end of the ${noun}.`
        : '';
  const right = state === 'correct' || state === 'mastered';
  const checked = right || state === 'incorrect';

  return (
    <div className={lingoLayout.stage}>
      <div ref={scaleRef} className={styles.bench}>
        {measuring ? (
          <div ref={benchRef}>
            <Ruler
              mode="draggable"
              // Checked (or worked through): it stays where it is, keeping the focus.
              disabled={locked}
              objects={[{ object, start: objectAt, length: task.length }]}
              laneCm={laneCm}
              range={range}
              pxPerCm={pxPerCm}
              position={shownPosition}
              onMove={(next) => {
                setPosition(next);
                answerWith(guess, lengthRaw, next);
              }}
            />
          </div>
        ) : (
          <div className={lingoLayout.row}>
            <LengthObject object={object} lengthCm={task.length} pxPerCm={pxPerCm} />
          </div>
        )}
      </div>

      {measuring ? (
        <div className={styles.pads}>
          {guess !== null ? (
            <p className={styles.guessCard} data-part="guess">
              {right ? (
                <>
                  {isCloseGuess(guess, task.length) ? (
                    <Picture name="star" alt="A close guess star" size={32} />
                  ) : null}
                  {guessText(guess, task.length)}
                </>
              ) : (
                `Your guess: ${formatWritten(guess, 'cm')}.`
              )}
            </p>
          ) : null}
          <div
            className={styles.pad}
            data-state={checked ? (right ? 'correct' : 'incorrect') : 'idle'}
          >
            <NumberPad
              format={lengthFormat}
              value={shownLength}
              label="Measured length"
              disabled={locked}
              onChange={(raw) => {
                setLengthRaw(raw);
                answerWith(guess, raw, position);
              }}
            />
            <p className={styles.padMessage} role="status">
              {lengthMessage}
            </p>
          </div>
        </div>
      ) : (
        // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- Enter from the pad's box only
        <div className={styles.pad} onKeyDown={onGuessKeyDown}>
          <NumberPad
            format={guessFormat}
            value={guessRaw}
            label="Your guess"
            disabled={locked}
            onChange={(raw) => {
              setGuessRaw(raw);
              setGuessMessage('');
            }}
          />
          <p className={styles.padMessage} role="status">
            {guessMessage}
          </p>
          <Button size="lg" onClick={lockGuess} disabled={locked}>
            Measure it
          </Button>
        </div>
      )}
    </div>
  );
}
