import { useState } from 'react';
import {
  LingoPractice,
  NumberPad,
  wholeNumberFormat,
  type LingoProps,
  type PracticeItemProps,
} from '../../index';
import { sumModel, type SumAnswer, type SumItem } from './model';

/** One item: the child types the sum; the session's Check button (or Enter) checks it. */
function SumQuestion({ answer, setAnswer, locked }: PracticeItemProps<SumItem, SumAnswer>) {
  const [raw, setRaw] = useState(answer === undefined ? '' : String(answer));
  return (
    <NumberPad
      format={wholeNumberFormat}
      label="Your answer"
      value={raw}
      onChange={(next) => {
        setRaw(next);
        setAnswer(wholeNumberFormat.parse(next) ?? undefined);
      }}
      disabled={locked}
    />
  );
}

/** The Lingo: its frame and the kit's practice session, drawing SumQuestion for each item. */
export default function SumLingo(props: LingoProps) {
  return <LingoPractice {...props} model={sumModel} Question={SumQuestion} />;
}
