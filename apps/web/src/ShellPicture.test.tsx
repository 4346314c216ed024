import { act, render, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ShellPicture, shellPicturesSettled } from './ShellPicture';
import { shellArt } from './shellArt';

describe('ShellPicture', () => {
  it('keeps one box, hidden from screen readers, before and after its art arrives', async () => {
    const { container } = render(<ShellPicture name="money" size={44} />);
    const first = container.querySelector('svg')!;
    expect(first).toHaveAttribute('width', '44');
    expect(first).toHaveAttribute('height', '44');
    expect(first).toHaveAttribute('aria-hidden', 'true');

    await waitFor(() =>
      expect(container.querySelector('svg')).toHaveAttribute('data-picture', shellArt.money.name),
    );
    const drawn = container.querySelector('svg')!;
    expect(drawn).toHaveAttribute('width', '44');
    expect(drawn).toHaveAttribute('height', '44');
    expect(drawn).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws at once when the art is already there', async () => {
    await shellPicturesSettled();
    const { container } = render(<ShellPicture name="oops" size={72} />);
    expect(container.querySelector('svg')).toHaveAttribute('data-picture', shellArt.oops.name);
  });

  it('hydrates a pre-rendered picture in place, keeping it while its art loads', async () => {
    await shellPicturesSettled();
    const html = renderToString(<ShellPicture name="time" size={44} />);
    expect(html).toContain(`data-picture="${shellArt.time.name}"`);

    // A fresh copy of the module, as in a browser that has just started: no art yet.
    vi.resetModules();
    const fresh = await import('./ShellPicture');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const drawn = container.querySelector('svg');
    const recoverable = vi.fn();
    const consoleError = vi.spyOn(console, 'error');
    let root: ReturnType<typeof hydrateRoot> | undefined;
    // Synchronously: React hydrates before the art's chunk can have arrived.
    act(() => {
      root = hydrateRoot(container, <fresh.ShellPicture name="time" size={44} />, {
        onRecoverableError: recoverable,
      });
    });
    expect(container.querySelector('svg')).toBe(drawn);
    await act(() => fresh.shellPicturesSettled());
    // The server's picture was never swapped for an empty box.
    expect(container.querySelector('svg')).toBe(drawn);
    expect(drawn).toHaveAttribute('data-picture', shellArt.time.name);
    expect(recoverable).not.toHaveBeenCalled();
    // (act() notes that the picture suspended: that is the point.)
    const hydrationErrors = consoleError.mock.calls.filter((call) =>
      /hydrat/i.test(String(call[0])),
    );
    expect(hydrationErrors).toEqual([]);
    consoleError.mockRestore();
    act(() => root?.unmount());
    container.remove();
  });
});
