import { Button } from '@lingos/ui';
import star from '../picture/art/star';
import { Picture } from '../picture/Picture/Picture';
import { useState } from 'react';
import type { LearnStepRenderProps } from '../lesson/LearnLesson/LearnLesson';
import type { LessonModel, LessonStep } from '../model/lesson';

function CountTo({ target, onDone }: { readonly target: number; readonly onDone: () => void }) {
  const [count, setCount] = useState(0);
  return (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'center', flexWrap: 'wrap' }}>
      <Button
        variant="secondary"
        onClick={() => {
          const next = count + 1;
          setCount(next);
          if (next === target) onDone();
        }}
      >
        Add a star
      </Button>
      <span aria-live="polite" style={{ fontSize: '1.5rem' }}>
        {Array.from({ length: count }, (_unused, index) => (
          <Picture key={index} art={star} size={32} decorative />
        ))}{' '}
        {count}
      </span>
    </div>
  );
}

/** A demo lesson as a pure model: three steps, then a closing check with a hint per wrong card. */
export const demoLesson = {
  steps: [
    { id: 'three', prompt: 'Tap the button 3 times to make 3 stars.' },
    { id: 'two-more', prompt: 'Now make 2 more stars. 3 and 2 more makes 5.' },
    { id: 'bigger', prompt: 'Tap the bigger number.' },
  ],
  check: [
    {
      id: 'three-plus-two',
      prompt: 'What is 3 + 2?',
      choices: [
        { value: '1', label: '1', misconception: 'take-away' },
        { value: '5', label: '5', correct: true },
        { value: '6', label: '6', hint: 'So close! Count on from 3: 4, 5.' },
      ],
    },
    {
      id: 'more',
      prompt: 'Which is more: 2 or 6?',
      choices: [
        { value: '2', label: '2' },
        { value: '6', label: '6', correct: true },
      ],
      hint: 'More means the bigger number.',
    },
  ],
  hints: {
    'take-away': 'Plus means put together, so the answer is bigger than both numbers.',
  },
} satisfies LessonModel;

/** Draws a demo step: each asks the child to do something and reports when it is done. */
export function renderDemoStep(step: LessonStep, { complete, announce }: LearnStepRenderProps) {
  switch (step.id) {
    case 'three':
      return <CountTo target={3} onDone={() => complete('3 stars! You counted to 3.')} />;
    case 'two-more':
      return <CountTo target={2} onDone={() => complete('3 + 2 = 5. Well done!')} />;
    case 'bigger':
      return (
        <div style={{ display: 'flex', gap: '1rem' }}>
          <Button
            variant="secondary"
            onClick={() => announce('4 is smaller than 7. Try the other one.')}
          >
            4
          </Button>
          <Button variant="secondary" onClick={() => complete('Yes, 7 is bigger than 4.')}>
            7
          </Button>
        </div>
      );
    default:
      return null;
  }
}
