import type { PracticeModel } from '../model/types';
import type { PracticeItemProps } from '../session/PracticeSession/PracticeSession';
import { ChoiceGrid } from '../widgets/ChoiceGrid/ChoiceGrid';
import { NumberPad } from '../widgets/NumberPad/NumberPad';
import { createWholeNumberFormat } from '../widgets/NumberPad/numberPadFormat';
import { additionModel, type AdditionItem } from './additionModel';

const upToThreeDigits = createWholeNumberFormat({ maxLength: 3 });

/** The demo model with the NumberPad's raw text as the answer. */
export const additionPadModel: PracticeModel<AdditionItem, string> = {
  ...additionModel,
  check: (item, answer) => additionModel.check(item, upToThreeDigits.parse(answer) ?? Number.NaN),
};

/** The demo item on a NumberPad. */
export function renderAdditionPad({
  answer,
  setAnswer,
  locked,
}: PracticeItemProps<AdditionItem, string>) {
  return (
    <NumberPad
      format={upToThreeDigits}
      label="Your answer"
      value={answer ?? ''}
      onChange={(value) => setAnswer(value === '' ? undefined : value)}
      disabled={locked}
    />
  );
}

/** Three answer cards for an item: the sum, a subtraction slip and an off-by-one slip. */
export function additionChoices(item: AdditionItem): string[] {
  const sum = item.a + item.b;
  const candidates = [sum, Math.abs(item.a - item.b), sum + 1, sum - 1, sum + 2];
  const unique = [...new Set(candidates.filter((value) => value >= 0))].slice(0, 3);
  return unique.sort((x, y) => x - y).map(String);
}

/** The demo model with a card's value as the answer. */
export const additionChoiceModel: PracticeModel<AdditionItem, string> = {
  ...additionModel,
  check: (item, answer) => additionModel.check(item, Number(answer)),
};

/** The demo item on a ChoiceGrid: one tap answers (Speed). */
export function renderAdditionChoices({
  item,
  answer,
  submit,
  locked,
  result,
}: PracticeItemProps<AdditionItem, string>) {
  const sum = String(item.a + item.b);
  return (
    <ChoiceGrid
      label={item.prompt}
      options={additionChoices(item).map((value) => ({ value, label: value }))}
      value={answer ?? null}
      onChange={(value) => submit(value)}
      disabled={locked}
      marks={
        result && answer !== undefined
          ? result.correct
            ? { [answer]: 'correct' }
            : { [answer]: 'incorrect', [sum]: 'correct' }
          : undefined
      }
    />
  );
}
