import type { ConceptId } from '@lingos/catalogue';
import type { Decorator } from '@storybook/react-vite';
import { StoryProviders } from './StoryProviders';

/**
 * A story decorator that starts an in-memory learner at a difficulty step of a Lingo, so a
 * story shows that step's items and never touches real progress: `atStep('time', 'lingo-1-2', 3)`.
 */
export function atStep(conceptId: ConceptId, lingoId: string, step: number): Decorator {
  const decorator: Decorator = (Story) => (
    <StoryProviders progress={{ [`${conceptId}/${lingoId}`]: { status: 'practising', step } }}>
      <Story />
    </StoryProviders>
  );
  return decorator;
}

/** The `atStep` decorators of one Lingo: `const step = learnerAtStep('time', 'lingo-1-2'); step(3)`. */
export function learnerAtStep(conceptId: ConceptId, lingoId: string): (step: number) => Decorator {
  return (step) => atStep(conceptId, lingoId, step);
}

/** A story on a narrow phone screen (360 px). */
export const narrowScreen: Decorator = (Story) => (
  <div style={{ width: 360 }}>
    <Story />
  </div>
);
