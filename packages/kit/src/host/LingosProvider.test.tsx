import { parseProgress } from '@lingos/catalogue';
import type { LinkComponentProps } from '@lingos/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoBundle } from '../demo/build-a-lingo/bundle';
import { sumModel } from '../demo/build-a-lingo/model';
import { createMemorySpeechEngine } from '../speech/fakeEngine';
import { expectNoA11yViolations, firstItemOf, sessionSection } from '../testing';
import { BundleLingo } from './BundleLingo';
import { LingosProvider } from './LingosProvider';

function HostLink({ href, children, ...props }: LinkComponentProps) {
  return (
    <a href={`/host${href}`} data-host-link="" {...props}>
      {children}
    </a>
  );
}

describe('LingosProvider', () => {
  beforeEach(() => localStorage.clear());

  it('runs a bundle Lingo with its progress under the host key, inside its own root', async () => {
    const user = userEvent.setup();
    const item = firstItemOf(sumModel.generate, 1, 7);
    render(
      <main>
        <LingosProvider progressKey="my-app:lingos" speechEngine={createMemorySpeechEngine()}>
          <BundleLingo bundle={demoBundle} lingoId="lingo-2-1" seed={7} />
        </LingosProvider>
      </main>,
    );
    // The frame's skeleton (its title from the catalogue) shows first, then the Lingo.
    const answer = await screen.findByRole('textbox', { name: 'Your answer' });
    const heading = screen.getByRole('heading', { level: 1 });
    const root = heading.closest('[data-lingos-root]');
    expect(root).toHaveAttribute('data-theme', 'banana');
    expect(document.documentElement).not.toHaveAttribute('data-theme');
    // No host URLs given: no link leads to a page the host does not have.
    expect(screen.queryByRole('link')).not.toBeInTheDocument();

    await user.click(answer);
    await user.keyboard(`${item.a + item.b}{Enter}`);
    expect(sessionSection()).toHaveAttribute('data-state', 'correct');
    const stored = parseProgress(localStorage.getItem('my-app:lingos'));
    expect(stored.lingos['money/lingo-2-1']?.streak).toBe(1);
    expect(localStorage.getItem('lingos:progress')).toBeNull();
    expect(localStorage.getItem('theme')).toBeNull();
    await expectNoA11yViolations(document.body);
  });

  it("sends the Lingo's links to the host's URLs through the host's link component", async () => {
    render(
      <LingosProvider
        theme="grape"
        dark
        host={{ conceptHref: (id) => `/learn/${id}`, lingoHref: () => null }}
        linkComponent={HostLink}
        speechEngine={createMemorySpeechEngine()}
      >
        <BundleLingo bundle={demoBundle} lingoId="lingo-2-1" seed={7} />
      </LingosProvider>,
    );
    const back = await screen.findByRole('link', { name: /Back to Making Cents of Money!/ });
    expect(back).toHaveAttribute('href', '/host/learn/money');
    expect(back).toHaveAttribute('data-host-link');
    const root = back.closest('[data-lingos-root]');
    expect(root).toHaveAttribute('data-theme', 'grape');
    expect(root).toHaveAttribute('data-dark', 'true');
  });

  it('throws for a Lingo the bundle does not have', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      render(<BundleLingo bundle={demoBundle} lingoId={'lingo-1-0' as 'lingo-2-1'} />),
    ).toThrow('Bundle "money" has no Lingo "lingo-1-0"');
  });
});
