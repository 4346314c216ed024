import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Concept, Level, Lingo } from '@lingos/catalogue';
import { Header } from '../Header/Header';
import { preloadSheet } from '../Sheet/Sheet';
import { LinkProvider } from '../Link/Link';
import { expectNoA11yViolations } from '../testing/a11y';
import { testConcepts } from '../test/fixtures';
import { mockMatchMedia, type MatchMediaMock } from '../testing/matchMedia';
import { mobileQuery } from '../theme/layout';
import { ThemeProvider } from '../ThemeProvider/ThemeProvider';
import { preloadTooltip, TooltipProvider } from '../Tooltip/Tooltip';
import { Sidebar, type SidebarProps } from './Sidebar';
import { learnTitle } from './Sidebar.css';
import { SidebarProvider, useSidebar } from './SidebarProvider';

// The mobile sheet (Radix Dialog) and the icon-rail tooltips (Radix Tooltip) load on first
// use; load both before any test waits for them, so the waits are for states only.
beforeAll(() => Promise.all([preloadSheet(), preloadTooltip()]));

function clearCookie() {
  document.cookie = 'sidebar_state=; max-age=0; path=/';
}

function StateProbe() {
  const { state, openMobile } = useSidebar();
  return (
    <p data-testid="sidebar-state">
      {state} {openMobile ? 'mobile-open' : 'mobile-closed'}
    </p>
  );
}

function renderSidebar({
  pathname = '/',
  ...props
}: Partial<SidebarProps> & { pathname?: string } = {}) {
  const getLevelProgress =
    props.getLevelProgress ??
    ((_concept: Concept, level: Level) => ({ completed: 0, total: level.lingos.length }));
  return render(
    <ThemeProvider>
      <LinkProvider pathname={pathname}>
        <TooltipProvider>
          <SidebarProvider>
            <Header />
            <Sidebar concepts={testConcepts} {...props} getLevelProgress={getLevelProgress} />
            <StateProbe />
          </SidebarProvider>
        </TooltipProvider>
      </LinkProvider>
    </ThemeProvider>,
  );
}

const state = () => screen.getByTestId('sidebar-state').textContent;
const sidebarNav = () => screen.getByRole('navigation', { name: 'Sidebar' });
const conceptButton = (name: string | RegExp) => within(sidebarNav()).getByRole('button', { name });

/** Icon-rail tooltips load lazily; wait until the trigger is wired (Radix sets data-state). */
async function tooltipReady(name: string) {
  await waitFor(() =>
    expect(within(sidebarNav()).getByRole('button', { name })).toHaveAttribute('data-state'),
  );
  return within(sidebarNav()).getByRole('button', { name });
}

describe('Sidebar (desktop)', () => {
  let media: MatchMediaMock;
  beforeEach(() => {
    clearCookie();
    localStorage.clear();
    media = mockMatchMedia();
  });
  afterEach(() => {
    media.restore();
    clearCookie();
    vi.restoreAllMocks();
  });

  it('has a Navigation group with Home and All Concepts', async () => {
    const { container } = renderSidebar();
    const group = within(sidebarNav()).getByRole('group', { name: 'Navigation' });
    expect(within(group).getByRole('heading', { name: 'Navigation' })).toBeInTheDocument();
    expect(within(group).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(group).getByRole('link', { name: 'All Concepts' })).toHaveAttribute(
      'href',
      '/concepts',
    );
    expect(within(group).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectNoA11yViolations(container);
  });

  it('lists concepts as disclosures of levels, and levels as disclosures of Lingo links', async () => {
    const user = userEvent.setup();
    const { container } = renderSidebar();
    const group = within(sidebarNav()).getByRole('group', { name: 'Learning Concepts' });
    const time = within(group).getByRole('button', { name: 'One Upon a Time!' });
    expect(time).toHaveAttribute('aria-expanded', 'false');
    expect(within(group).queryByRole('button', { name: /Level 1/ })).not.toBeInTheDocument();

    await user.click(time);
    expect(time).toHaveAttribute('aria-expanded', 'true');
    const level1 = within(group).getByRole('button', { name: /^Level 1 Exploration/ });
    expect(level1).toHaveAttribute('aria-expanded', 'false');
    expect(within(group).queryByRole('link', { name: /Clock Basics/ })).not.toBeInTheDocument();

    await user.click(level1);
    expect(level1).toHaveAttribute('aria-expanded', 'true');
    expect(within(group).getByRole('link', { name: /Clock Basics/ })).toHaveAttribute(
      'href',
      '/concepts/time/level-1/lingo-1-0',
    );
    await expectNoA11yViolations(container);

    await user.click(time);
    expect(time).toHaveAttribute('aria-expanded', 'false');
    expect(within(group).queryByRole('link', { name: /Clock Basics/ })).not.toBeInTheDocument();
  });

  it('shows a completed/total badge per level with an accessible label, none when empty', async () => {
    const user = userEvent.setup();
    renderSidebar({
      getLevelProgress: (concept, level) => ({
        completed: concept.id === 'time' && level.number === 1 ? 2 : 0,
        total: level.lingos.length,
      }),
    });
    await user.click(conceptButton('One Upon a Time!'));
    const level1 = conceptButton(/^Level 1/);
    expect(within(level1).getByText('2/5')).toHaveAttribute('aria-hidden', 'true');
    expect(level1).toHaveAccessibleName('Level 1 Exploration 2 of 5 completed');
    expect(conceptButton(/^Level 2/)).toHaveAccessibleName(
      'Level 2 Problem Solving 0 of 2 completed',
    );
    // Level 3 of time has no Lingos in the fixture: no badge.
    const level3 = conceptButton(/^Level 3/);
    expect(level3).toHaveAccessibleName('Level 3 Mastery');
    expect(within(level3).queryByText(/\d+\/\d+/)).not.toBeInTheDocument();
  });

  it('marks Learn Lingos with a badge and a bold title, and done Lingos with a check', async () => {
    const user = userEvent.setup();
    const isLingoDone = (_concept: Concept, lingo: Lingo) => lingo.title === 'Set the Time';
    renderSidebar({ isLingoDone });
    await user.click(conceptButton('One Upon a Time!'));
    await user.click(conceptButton(/^Level 1/));

    const learn = screen.getByRole('link', { name: 'Clock Basics Learn' });
    expect(within(learn).getByText('Learn')).toBeInTheDocument();
    expect(within(learn).getByText('Clock Basics')).toHaveClass(learnTitle);

    const practice = screen.getByRole('link', { name: 'The Living Clock' });
    expect(within(practice).queryByText('Learn')).not.toBeInTheDocument();
    expect(within(practice).getByText('The Living Clock')).not.toHaveClass(learnTitle);

    expect(screen.getByRole('link', { name: 'Set the Time (completed)' })).toBeInTheDocument();
  });

  it('lists unavailable Lingos without a link', async () => {
    const user = userEvent.setup();
    const { container } = renderSidebar({
      isLingoAvailable: (_concept, lingo) => lingo.id !== 'lingo-1-4',
    });
    await user.click(conceptButton('One Upon a Time!'));
    await user.click(conceptButton(/^Level 1/));
    expect(screen.queryByRole('link', { name: /Speed Clock Reading/ })).not.toBeInTheDocument();
    expect(screen.getByText('Speed Clock Reading')).toBeInTheDocument();
    expect(screen.getAllByText('Not yet available')).toHaveLength(1);
    await expectNoA11yViolations(container);
  });

  it('starts with the active concept and level expanded and marks the active Lingo', async () => {
    const { container } = renderSidebar({ pathname: '/concepts/time/level-1/lingo-1-2' });
    expect(conceptButton('One Upon a Time!')).toHaveAttribute('aria-expanded', 'true');
    expect(conceptButton(/^Level 1/)).toHaveAttribute('aria-expanded', 'true');
    expect(conceptButton(/^Level 2/)).toHaveAttribute('aria-expanded', 'false');
    expect(conceptButton('Making Cents of Money!')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'Set the Time' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'The Living Clock' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    await expectNoA11yViolations(container);
  });

  it('expands only the concept on its concept page', () => {
    renderSidebar({ pathname: '/concepts/money' });
    expect(conceptButton('Making Cents of Money!')).toHaveAttribute('aria-expanded', 'true');
    expect(conceptButton(/^Level 1 Coins/)).toHaveAttribute('aria-expanded', 'false');
    expect(conceptButton('One Upon a Time!')).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks All Concepts as current on /concepts', () => {
    renderSidebar({ pathname: '/concepts' });
    expect(screen.getByRole('link', { name: 'All Concepts' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('expands the new active concept when the path changes', () => {
    const { rerender } = renderSidebar({ pathname: '/' });
    expect(conceptButton('Making Cents of Money!')).toHaveAttribute('aria-expanded', 'false');
    rerender(
      <ThemeProvider>
        <LinkProvider pathname="/concepts/money/level-2/lingo-2-1">
          <TooltipProvider>
            <SidebarProvider>
              <Sidebar
                concepts={testConcepts}
                getLevelProgress={(_c, level) => ({ completed: 0, total: level.lingos.length })}
              />
            </SidebarProvider>
          </TooltipProvider>
        </LinkProvider>
      </ThemeProvider>,
    );
    expect(conceptButton('Making Cents of Money!')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Making Amounts' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('saves the open state in the sidebar_state cookie for 7 days on path /', async () => {
    const written: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
      descriptor.set!.call(document, value);
    });
    const user = userEvent.setup();
    renderSidebar();
    await user.click(screen.getByRole('button', { name: 'Toggle sidebar' }));
    expect(state()).toBe('collapsed mobile-closed');
    expect(written.at(-1)).toMatch(/^sidebar_state=false; path=\/; max-age=604800/);
    await user.click(screen.getByRole('button', { name: 'Toggle sidebar' }));
    expect(written.at(-1)).toMatch(/^sidebar_state=true; path=\/; max-age=604800/);
    expect(document.cookie).toContain('sidebar_state=true');
  });

  it('reads its initial state from the cookie', () => {
    document.cookie = 'other=1; path=/';
    document.cookie = 'sidebar_state=false; path=/';
    renderSidebar();
    expect(state()).toBe('collapsed mobile-closed');
    expect(sidebarNav()).toHaveAttribute('data-state', 'collapsed');
    document.cookie = 'other=; max-age=0; path=/';
  });

  it('ignores a malformed cookie', () => {
    document.cookie = 'sidebar_state=maybe; path=/';
    renderSidebar();
    expect(state()).toBe('expanded mobile-closed');
  });

  it('toggles with Ctrl+B and with Cmd (Meta)+B', async () => {
    const user = userEvent.setup();
    renderSidebar();
    expect(state()).toBe('expanded mobile-closed');
    await user.keyboard('{Control>}b{/Control}');
    expect(state()).toBe('collapsed mobile-closed');
    await user.keyboard('{Meta>}b{/Meta}');
    expect(state()).toBe('expanded mobile-closed');
    await user.keyboard('b');
    expect(state()).toBe('expanded mobile-closed');
  });

  it('reports the state on the header toggle', async () => {
    const user = userEvent.setup();
    renderSidebar();
    const toggle = screen.getByRole('button', { name: 'Toggle sidebar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-controls', sidebarNav().id);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('collapses to concept icons with tooltips; clicking one expands the sidebar', async () => {
    document.cookie = 'sidebar_state=false; path=/';
    const user = userEvent.setup();
    const { container } = renderSidebar({ pathname: '/concepts/time' });
    const nav = sidebarNav();
    expect(within(nav).getByRole('link', { name: 'Home' })).toBeInTheDocument();
    const money = await tooltipReady('Making Cents of Money!');
    expect(money).not.toHaveAttribute('aria-expanded');
    expect(within(nav).queryByRole('button', { name: /^Level/ })).not.toBeInTheDocument();
    await expectNoA11yViolations(container);

    act(() => money.focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Making Cents of Money!');

    await user.click(money);
    expect(state()).toBe('expanded mobile-closed');
    const expanded = conceptButton('Making Cents of Money!');
    expect(expanded).toHaveAttribute('aria-expanded', 'true');
    expect(expanded).toHaveFocus();
    // The active concept stays expanded too.
    expect(conceptButton('One Upon a Time!')).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('Sidebar tooltips', () => {
  let media: MatchMediaMock;
  beforeEach(() => {
    document.cookie = 'sidebar_state=false; path=/';
    media = mockMatchMedia();
  });
  afterEach(() => {
    media.restore();
    clearCookie();
    vi.useRealTimers();
  });

  it('open on hover without the app-wide 700 ms delay', async () => {
    renderSidebar();
    const time = await tooltipReady('One Upon a Time!');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    fireEvent.pointerMove(time, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip')).toHaveTextContent('One Upon a Time!');
  });
});

describe('Sidebar (mobile)', () => {
  let media: MatchMediaMock;
  beforeEach(() => {
    clearCookie();
    media = mockMatchMedia({ [mobileQuery]: true });
  });
  afterEach(() => {
    media.restore();
  });

  it('is a sheet from the left that the header toggle opens and closes', async () => {
    const user = userEvent.setup();
    renderSidebar({ pathname: '/concepts/time/level-1/lingo-1-0' });
    expect(screen.queryByRole('navigation', { name: 'Sidebar' })).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Toggle sidebar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    const sheet = await screen.findByRole('dialog', { name: 'Sidebar' });
    expect(sheet).toHaveAttribute('data-side', 'left');
    expect(state()).toBe('expanded mobile-open');
    const nav = within(sheet).getByRole('navigation', { name: 'Sidebar' });
    expect(within(nav).getByRole('link', { name: 'Clock Basics Learn' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectNoA11yViolations(document.body);

    await user.click(within(sheet).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(state()).toBe('expanded mobile-closed');
    expect(toggle).toHaveFocus();
  });

  it('closes the sheet when a link is followed', async () => {
    const user = userEvent.setup();
    renderSidebar();
    await user.click(screen.getByRole('button', { name: 'Toggle sidebar' }));
    const sheet = await screen.findByRole('dialog', { name: 'Sidebar' });
    within(sheet)
      .getByRole('link', { name: 'All Concepts' })
      .addEventListener('click', (event) => event.preventDefault());
    await user.click(within(sheet).getByRole('link', { name: 'All Concepts' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Ctrl+B opens the sheet on mobile without touching the desktop cookie', async () => {
    const user = userEvent.setup();
    renderSidebar();
    await user.keyboard('{Control>}b{/Control}');
    expect(await screen.findByRole('dialog', { name: 'Sidebar' })).toBeInTheDocument();
    expect(document.cookie).not.toContain('sidebar_state');
  });

  it('switches to the desktop sidebar when the screen widens', () => {
    renderSidebar();
    expect(screen.queryByRole('navigation', { name: 'Sidebar' })).not.toBeInTheDocument();
    act(() => media.set(mobileQuery, false));
    expect(screen.getByRole('navigation', { name: 'Sidebar' })).toBeInTheDocument();
  });
});

describe('useSidebar', () => {
  it('says what is missing outside a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<StateProbe />)).toThrow(/SidebarProvider/);
    vi.restoreAllMocks();
  });
});
