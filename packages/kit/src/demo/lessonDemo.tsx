import { Button } from '@lingos/ui';
import { useState } from 'react';
import type { LearnCheckQuestion, LearnStep } from '../lesson/LearnLesson/LearnLesson';

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
        Add a star ⭐
      </Button>
      <span aria-live="polite" style={{ fontSize: '1.5rem' }}>
        {'⭐'.repeat(count)} {count}
      </span>
    </div>
  );
}

/** Demo Learn steps: each asks the child to do something and reports when it is done. */
export const demoLessonSteps: LearnStep[] = [
  {
    prompt: 'Tap the button 3 times to make 3 stars.',
    render: ({ complete }) => (
      <CountTo target={3} onDone={() => complete('3 stars! You counted to 3.')} />
    ),
  },
  {
    prompt: 'Now make 2 more stars. 3 and 2 more makes 5.',
    render: ({ complete }) => (
      <CountTo target={2} onDone={() => complete('3 + 2 = 5. Well done!')} />
    ),
  },
  {
    prompt: 'Tap the bigger number.',
    render: ({ complete, announce }) => (
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
    ),
  },
];

/** Demo closing check: one ChoiceGrid question with a hint per wrong card. */
export const demoLessonCheck: LearnCheckQuestion[] = [
  {
    prompt: 'What is 3 + 2?',
    choices: [
      {
        value: '1',
        label: '1',
        hint: 'Plus means put together, so the answer is bigger than both numbers.',
      },
      { value: '5', label: '5', correct: true },
      { value: '6', label: '6', hint: 'So close! Count on from 3: 4, 5.' },
    ],
  },
  {
    prompt: 'Which is more: 2 or 6?',
    choices: [
      { value: '2', label: '2' },
      { value: '6', label: '6', correct: true },
    ],
    hint: 'More means the bigger number.',
  },
];
