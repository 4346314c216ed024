import { render, waitFor } from '@testing-library/react';
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
});
