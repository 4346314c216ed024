/** What the Time Lingos' stories share: a learner kept in memory at a step, a narrow screen. */
import { ProgressProvider } from '@lingos/kit';
import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { progressAtStep } from './progressAtStep';

/** Props of AtStep. */
interface AtStepProps {
  readonly lingoId: string;
  readonly step: number;
  readonly children: ReactNode;
}

/** An in-memory learner at a difficulty step, so a story never touches real progress. */
function AtStep({ lingoId, step, children }: AtStepProps) {
  const [store] = useState(() => progressAtStep(lingoId, step));
  return <ProgressProvider store={store}>{children}</ProgressProvider>;
}

/** The decorators of a Lingo's stories that start a learner at a step: `atStep(2)`. */
export function learnerAtStep(lingoId: string): (step: number) => Decorator {
  return (step) => {
    const decorator: Decorator = (Story) => (
      <AtStep lingoId={lingoId} step={step}>
        <Story />
      </AtStep>
    );
    return decorator;
  };
}

/** A story on a narrow screen (360 px). */
export const narrowScreen: Decorator = (Story) => (
  <div style={{ width: 360 }}>
    <Story />
  </div>
);
