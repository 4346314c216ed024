import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoA11yViolations, renderWithProviders } from '../../testing';
import { createMemorySpeechEngine } from '../engine';
import { ReadAloudProvider } from '../ReadAloudProvider';
import { READ_ALOUD_STORAGE_KEY } from '../settings';
import { ReadAloudSetting } from './ReadAloudSetting';

describe('ReadAloudSetting', () => {
  it('is on by default and turns automatic reading off', async () => {
    const user = userEvent.setup();
    const { controller } = renderWithProviders(<ReadAloudSetting />);
    const checkbox = screen.getByRole('checkbox', { name: 'Read prompts aloud automatically' });
    expect(checkbox).toBeChecked();
    await user.click(checkbox);
    expect(checkbox).not.toBeChecked();
    expect(controller.getSnapshot().autoRead).toBe(false);
    await expectNoA11yViolations(document.body);
  });

  it('keeps the choice in localStorage', async () => {
    const user = userEvent.setup();
    const { unmount } = render(
      <ReadAloudProvider engine={createMemorySpeechEngine()}>
        <ReadAloudSetting />
      </ReadAloudProvider>,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Read prompts aloud automatically' }));
    expect(localStorage.getItem(READ_ALOUD_STORAGE_KEY)).toBe('{"version":1,"autoRead":false}');
    unmount();
    render(
      <ReadAloudProvider engine={createMemorySpeechEngine()}>
        <ReadAloudSetting />
      </ReadAloudProvider>,
    );
    expect(
      screen.getByRole('checkbox', { name: 'Read prompts aloud automatically' }),
    ).not.toBeChecked();
  });
});
