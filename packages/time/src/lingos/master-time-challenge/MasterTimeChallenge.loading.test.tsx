import { createRng, deriveSeed } from '@lingos/kit';
import { renderWithProviders, sessionSection, startRound } from '@lingos/kit/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import MasterTimeChallenge from './MasterTimeChallenge';
import { masterTimeChallengeModel, strand } from './model';

// Its own file, so the questions' views are not loaded yet when the round starts (the main
// test file loads them up front).
it('shows the intro without the questions’ views, then loads them when the round starts', async () => {
  const user = userEvent.setup();
  const seed = 7;
  const item = masterTimeChallengeModel.generate(1, createRng(deriveSeed(seed, 0, 0)), {
    recentKeys: [],
    round: { index: 0, size: 12 },
  });
  renderWithProviders(<MasterTimeChallenge conceptId="time" lingoId="lingo-3-6" seed={seed} />, {
    autoRead: false,
  });
  expect(sessionSection()).toHaveAttribute('data-state', 'ready');
  expect(screen.getAllByText(/^A round has 12 questions\./).length).toBeGreaterThan(0);

  await startRound(user);
  expect(
    await screen.findByText(`Question 1 of 12: ${strand(item.strand).name}.`),
  ).toBeInTheDocument();
  expect(await screen.findByRole('group', { name: item.prompt })).toBeInTheDocument();
  expect(sessionSection()).toHaveAttribute('data-state', 'answering');
});
