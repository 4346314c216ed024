import {
  checkedMark,
  ChoiceGrid,
  lingoLayout,
  LingoPractice,
  ReadAloudButton,
  shownMisconception,
  type LingoProps,
  type PracticeItemProps,
} from '@lingos/kit';
import { pieces } from '../../model/pieces';
import { MoneyPiece } from '../../widgets/MoneyPiece/MoneyPiece';
import * as styles from './MoneyDetective.css';
import {
  cardText,
  moneyDetectiveModel,
  revealedCardText,
  type MoneyDetectiveAnswer,
  type MoneyDetectiveItem,
} from './model';

/** The toonie's size on a card: coins big enough to see the picture; smaller beside bills. */
const coinCardSize = 96;
const mixedCardSize = 64;

/** One Money Detective item: the clue cards, each with a button to hear it again, and the cards. */
export function MoneyDetectiveQuestion({
  item,
  answer,
  setAnswer,
  locked,
  state,
  result,
  attempt,
}: PracticeItemProps<MoneyDetectiveItem, MoneyDetectiveAnswer>) {
  const marks = checkedMark(answer, state);
  // The clues a wrong card failed flash while the hint shows and the child tries again.
  const failed = shownMisconception({ state, attempt, result }) ? (result?.marks ?? {}) : {};
  const answered = state === 'correct' || state === 'mastered';
  const withBills = item.cards.some((id) => pieces[id].kind === 'bill');
  const size = withBills ? mixedCardSize : coinCardSize;
  return (
    <div className={lingoLayout.stage}>
      <ol className={styles.clues} aria-label="Clues">
        {item.clues.map((clue, index) => (
          <li
            key={`${clue.id}-${attempt}`}
            className={styles.clue}
            data-state={failed[clue.id] === 'incorrect' ? 'failed' : 'idle'}
          >
            <span className={styles.clueText}>{clue.text}</span>
            <ReadAloudButton text={clue.text} subject={`clue ${index + 1}`} iconOnly />
          </li>
        ))}
      </ol>
      <ChoiceGrid<MoneyDetectiveAnswer>
        label={item.prompt}
        columns={item.cards.length}
        options={item.cards.map((id) => ({
          value: id,
          // Until the child answers, a card is its look, never its name (money.md 1-1).
          ariaLabel: answered ? revealedCardText(item, id) : cardText(item, id),
          label: (
            <span className={styles.card}>
              <MoneyPiece id={id} side={item.side} size={size} decorative />
            </span>
          ),
        }))}
        value={answer ?? null}
        onChange={setAnswer}
        disabled={locked}
        {...(marks ? { marks } : {})}
      />
    </div>
  );
}

/**
 * Lingo 1-1, Money Detective: hear two clues, then tap the one coin or bill that fits them
 * all, and Check.
 */
export default function MoneyDetective(props: LingoProps) {
  return (
    <LingoPractice<MoneyDetectiveItem, MoneyDetectiveAnswer>
      {...props}
      model={moneyDetectiveModel}
      Question={MoneyDetectiveQuestion}
    />
  );
}
