/**
 * `@lingos/kit/stories`: what a concept's Storybook stories share: in-memory providers, a
 * learner at a step, a narrow screen.
 */

/** In-memory progress, read-aloud and a toaster for stories. */
export { StoryProviders } from './StoryProviders';
/** Types of StoryProviders. */
export type { StoryProvidersProps, StorySpeech } from './StoryProviders';
/** Story decorators: a learner at a step, a narrow screen. */
export { atStep, learnerAtStep, narrowScreen } from './decorators';
