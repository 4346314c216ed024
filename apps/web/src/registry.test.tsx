import type { ConceptBundle, LingoProps } from '@lingos/kit';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createLingoRegistry, hostBundle } from './registry';

const Dummy = () => null;
const loader = () => Promise.resolve({ default: Dummy });

describe('createLingoRegistry', () => {
  it('builds one route per registered Lingo at its catalogue path', () => {
    const bundle: ConceptBundle = {
      conceptId: 'money',
      lingos: { 'lingo-1-0': loader, 'lingo-2-4': loader },
    };
    const registry = createLingoRegistry([hostBundle(bundle)]);
    expect(registry.routes.map((route) => route.path)).toEqual([
      '/concepts/money/level-1/lingo-1-0',
      '/concepts/money/level-2/lingo-2-4',
    ]);
    expect(registry.isAvailable('money', 'lingo-1-0')).toBe(true);
    expect(registry.isAvailable('money', 'lingo-1-1')).toBe(false);
    expect(registry.isAvailable('time', 'lingo-1-0')).toBe(false);
  });

  it('refuses a Lingo the catalogue does not have, such as time lingo-1-3', () => {
    const bundle: ConceptBundle = { conceptId: 'time', lingos: { 'lingo-1-3': loader } };
    expect(() => createLingoRegistry([hostBundle(bundle)])).toThrow(
      'Bundle "time" registers unknown Lingo "lingo-1-3"',
    );
  });

  it('refuses the same Lingo registered twice', () => {
    const bundle: ConceptBundle = { conceptId: 'words', lingos: { 'lingo-1-0': loader } };
    expect(() => createLingoRegistry([hostBundle(bundle), hostBundle(bundle)])).toThrow(
      'Lingo "words/lingo-1-0" is registered twice',
    );
  });
});

describe('a registered Lingo', () => {
  it('is given its concept and Lingo ids by the host', async () => {
    const Named = ({ conceptId, lingoId }: LingoProps) => (
      <p>
        {conceptId} {lingoId}
      </p>
    );
    const bundle: ConceptBundle = {
      conceptId: 'money',
      lingos: { 'lingo-2-1': () => Promise.resolve({ default: Named }) },
    };
    const registry = createLingoRegistry([hostBundle(bundle)]);
    const router = createMemoryRouter(registry.routes, {
      initialEntries: ['/concepts/money/level-2/lingo-2-1'],
    });
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('money lingo-2-1')).toBeInTheDocument();
  });
});

describe('a hosted concept', () => {
  it('is listed without loading its bundle, which loads once a Lingo is played', async () => {
    const Named = ({ lingoId }: LingoProps) => <p>played {lingoId}</p>;
    const load = vi.fn(() =>
      Promise.resolve({
        bundle: {
          conceptId: 'calendar',
          lingos: { 'lingo-1-1': () => Promise.resolve({ default: Named }) },
        } satisfies ConceptBundle,
      }),
    );
    const registry = createLingoRegistry([
      { conceptId: 'calendar', lingoIds: ['lingo-1-1'], load },
    ]);
    expect(registry.isAvailable('calendar', 'lingo-1-1')).toBe(true);
    expect(load).not.toHaveBeenCalled();
    const router = createMemoryRouter(registry.routes, {
      initialEntries: ['/concepts/calendar/level-1/lingo-1-1'],
    });
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('played lingo-1-1')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('preloads the Lingo of a path once, and tries again after a failure', async () => {
    const lingo = vi
      .fn<() => Promise<{ default: () => null }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: () => null });
    const load = () =>
      Promise.resolve({
        bundle: { conceptId: 'money', lingos: { 'lingo-1-0': lingo } } satisfies ConceptBundle,
      });
    const registry = createLingoRegistry([{ conceptId: 'money', lingoIds: ['lingo-1-0'], load }]);
    registry.preloadPath('/concepts/money/level-1/lingo-1-0');
    await vi.waitFor(() => expect(lingo).toHaveBeenCalledTimes(1));
    registry.preloadPath('/concepts/money/level-1/lingo-1-0');
    await vi.waitFor(() => expect(lingo).toHaveBeenCalledTimes(2));
    registry.preloadPath('/concepts/money/level-1/lingo-1-0');
    registry.preloadPath('/concepts/money');
    await Promise.resolve();
    expect(lingo).toHaveBeenCalledTimes(2);
  });

  it('prefetches its bundle on request, and a failed prefetch is not an error', async () => {
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    const registry = createLingoRegistry([{ conceptId: 'money', lingoIds: ['lingo-1-0'], load }]);
    registry.prefetch('money');
    registry.prefetch('words');
    expect(load).toHaveBeenCalledTimes(1);
    await Promise.resolve();
  });

  it('shows an error, not a blank page, when its bundle lacks a listed Lingo', async () => {
    const load = () =>
      Promise.resolve({ bundle: { conceptId: 'money', lingos: {} } satisfies ConceptBundle });
    const registry = createLingoRegistry([{ conceptId: 'money', lingoIds: ['lingo-1-0'], load }]);
    const router = createMemoryRouter(
      [{ path: '/', errorElement: <p>could not load</p>, children: registry.routes }],
      { initialEntries: ['/concepts/money/level-1/lingo-1-0'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('could not load')).toBeInTheDocument();
  });
});
