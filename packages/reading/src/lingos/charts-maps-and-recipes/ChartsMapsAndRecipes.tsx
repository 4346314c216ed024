import {
  ChoiceGrid,
  createWholeNumberFormat,
  lingoLayout,
  LingoPractice,
  NumberPad,
  Picture,
  type ChoiceMark,
  type LingoProps,
  type PracticeItemProps,
} from '@lingos/kit';
import { Button } from '@lingos/ui';
import { useEffect, useState } from 'react';
import { choiceMarkKey, correctChoice, readingMasteryRules } from '../../practice/engine';
import { InfoCard } from '../../widgets/InfoCard/InfoCard';
import * as styles from './ChartsMapsAndRecipes.css';
import {
  chartsMapsAndRecipesModel,
  isChartsAnswerReady,
  sayFor,
  symbolAlts,
  type ChartsAnswer,
  type ChartsItem,
} from './model';

type Props = PracticeItemProps<ChartsItem, ChartsAnswer>;

const countFormat = createWholeNumberFormat({ maxLength: 3 });
const millilitreFormat = createWholeNumberFormat({
  maxLength: 3,
  suffix: 'mL',
  unit: ['millilitre', 'millilitres'],
});

/** The cards: words, or a map symbol drawn with Picture and named by what it looks like. */
function Choices({
  item,
  answer,
  setAnswer,
  state,
  locked,
  result,
  solved,
}: Props & { solved: boolean }) {
  const right = correctChoice(item.question);
  const checked = state === 'correct' || state === 'incorrect' || state === 'mastered';
  const shown = solved ? right?.text : answer?.choice;
  const marks: Record<string, ChoiceMark> = {};
  if (solved && right) marks[right.text] = 'correct';
  else if (checked) {
    for (const choice of item.choices) {
      const mark = result?.marks?.[choiceMarkKey(choice.text)];
      if (mark) marks[choice.text] = mark;
    }
  }
  return (
    <ChoiceGrid
      className={styles.answers}
      label={item.prompt}
      columns={item.choices.length === 4 ? 2 : item.choices.length}
      options={item.choices.map((choice) => {
        const alt = choice.picture ? symbolAlts[choice.picture] : undefined;
        return {
          value: choice.text,
          ariaLabel: alt ?? choice.text,
          speech: alt ?? sayFor(item, choice.text),
          label:
            choice.picture && alt ? (
              <Picture emoji={choice.picture} size={64} alt={alt} />
            ) : (
              <span className={styles.choice}>{choice.text}</span>
            ),
        };
      })}
      value={shown ?? null}
      onChange={(choice) => setAnswer({ choice })}
      disabled={locked}
      speakOnFocus
      speakers
      marks={marks}
    />
  );
}

/** A NumberPad question: the whole number, with its unit after the box. */
function NumberAnswer({
  item,
  setAnswer,
  state,
  locked,
  result,
  solved,
}: Props & { solved: boolean }) {
  const question = item.numberQuestion;
  const [typed, setTyped] = useState('');
  if (!question) return null;
  const format = question.unit === 'mL' ? millilitreFormat : countFormat;
  const checked = state === 'correct' || state === 'incorrect' || state === 'mastered';
  const mark = solved ? 'correct' : checked ? result?.marks?.number : undefined;
  return (
    <div className={styles.answers} data-state={mark ?? 'idle'}>
      <NumberPad
        format={format}
        value={solved ? String(question.answer) : typed}
        onChange={(raw) => {
          setTyped(raw);
          const number = format.parse(raw);
          const next = number === null ? undefined : { number };
          setAnswer(next && isChartsAnswerReady(item, next) ? next : undefined);
        }}
        label={item.prompt}
        disabled={locked}
      />
    </div>
  );
}

/**
 * One item: the card (read by itself at step 1, then the question), "Look here" after a hint,
 * and the cards or the NumberPad. The worked example points at the card's evidence from its
 * second step and gives the answer at its last.
 */
export function ChartsMapsAndRecipesQuestion(props: Props) {
  const { item, hint, locked, workedExample, attempt } = props;
  const [asked, setAsked] = useState(false);
  const [lookHere, setLookHere] = useState(false);
  // The card is read after the session has started reading the prompt, so it cuts the prompt
  // off and reads it again after the card, instead of the prompt cutting the card off.
  useEffect(() => setAsked(true), []);
  const exampleIndex = workedExample?.index ?? -1;
  const solved = workedExample !== null && exampleIndex >= workedExample.steps.length - 1;
  const pointAt = exampleIndex >= 1 || (lookHere && hint !== null) ? item.evidence.parts : [];
  const canLook = hint !== null && !locked && item.evidence.parts.length > 0;
  const autoRead =
    asked && item.step === 1 && item.run.index === 0 && attempt === 0 && workedExample === null;
  return (
    <div
      className={lingoLayout.stage}
      data-passage={item.passage.id}
      data-question={item.question.id}
      data-kind={item.card.kind}
      data-answer={item.numberQuestion ? 'number' : 'choice'}
    >
      <InfoCard
        card={item.card}
        reading={item.passage}
        autoRead={autoRead}
        autoReadThen={item.speech ?? item.prompt}
        lookHere={pointAt}
        symbolAlts={symbolAlts}
      />
      {canLook ? (
        <Button
          variant="secondary"
          size="md"
          aria-pressed={lookHere}
          onClick={() => setLookHere(true)}
        >
          Look here
        </Button>
      ) : null}
      {item.numberQuestion ? (
        <NumberAnswer {...props} solved={solved} />
      ) : (
        <Choices {...props} solved={solved} />
      )}
    </div>
  );
}

/**
 * Lingo 3-5, Charts, Maps and Recipes: find facts in a recipe card, a bar chart and a map, by
 * choosing a card or typing a number; reading's mastery needs 3 different cards.
 */
export default function ChartsMapsAndRecipes(props: LingoProps) {
  return (
    <LingoPractice<ChartsItem, ChartsAnswer>
      {...props}
      model={chartsMapsAndRecipesModel}
      rules={readingMasteryRules}
      Question={ChartsMapsAndRecipesQuestion}
    />
  );
}
