import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoA11yViolations } from '../../testing';
import bus from '../art/bus';
import violin from '../art/violin';
import { findEmojiText } from '../findEmojiText';
import { Picture } from './Picture';

afterEach(() => {
  vi.restoreAllMocks();
});

function textNodes(root: Node): string[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const texts: string[] = [];
  while (walker.nextNode()) texts.push(walker.currentNode.textContent ?? '');
  return texts;
}

describe('Picture', () => {
  it('draws static art as an inline SVG named in the curriculum form', async () => {
    const { container } = render(<Picture art={bus} size={96} />);
    const picture = screen.getByRole('img', { name: 'Picture: a bus.' });
    expect(picture.tagName.toLowerCase()).toBe('svg');
    expect(picture).toHaveAttribute('viewBox', '0 0 32 32');
    expect(picture).toHaveAttribute('width', '96');
    expect(picture).toHaveAttribute('height', '96');
    expect(picture).toHaveAttribute('data-state', 'ready');
    expect(picture.querySelector('path')).not.toBeNull();
    expect(container.querySelector('img, text')).toBeNull();
    await expectNoA11yViolations(container);
  });

  it('takes the alt text a Lingo gives, keeping a closing mark', () => {
    render(
      <>
        <Picture art={bus} alt="a school bus" />
        <Picture art={bus} alt="Is it a bus?" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Picture: a school bus.' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Picture: Is it a bus?' })).toBeInTheDocument();
  });

  it('hides a decorative picture from screen readers', async () => {
    const { container } = render(
      <p>
        <Picture art={bus} decorative size={24} /> Bus
      </p>,
    );
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('svg')).not.toHaveAttribute('aria-label');
    await expectNoA11yViolations(container);
  });

  it('loads a picture by name, keeping its box while it loads', async () => {
    const { container } = render(<Picture name="red-apple" size={48} />);
    const placeholder = container.querySelector('svg')!;
    expect(placeholder).toHaveAttribute('data-state', 'loading');
    expect(placeholder).toHaveAttribute('width', '48');
    expect(placeholder).toHaveAttribute('height', '48');
    const picture = await screen.findByRole('img', { name: 'Picture: an apple.' });
    expect(picture).toHaveAttribute('data-state', 'ready');
    expect(picture).toHaveAttribute('data-picture', 'red-apple');
    expect(picture).toHaveAttribute('width', '48');
    await expectNoA11yViolations(container);
  });

  it('loads a picture by emoji, with or without U+FE0F', async () => {
    render(
      <>
        <Picture emoji={'\u2600\uFE0F'} alt="the sun, with U+FE0F" />
        <Picture emoji={'\u2600'} alt="the sun, without" />
        <Picture emoji={'\u{1F44D}\u{1F3FD}'} />
      </>,
    );
    // With an alt given, the placeholder has the name already: wait for the art itself.
    const drawn = (name: string) =>
      waitFor(() => {
        const picture = screen.getByRole('img', { name });
        expect(picture).toHaveAttribute('data-state', 'ready');
        return picture;
      });
    expect(await drawn('Picture: the sun, with U+FE0F.')).toHaveAttribute('data-picture', 'sun');
    expect(await drawn('Picture: the sun, without.')).toHaveAttribute('data-picture', 'sun');
    expect(await screen.findByRole('img', { name: 'Picture: a thumb up.' })).toHaveAttribute(
      'data-state',
      'ready',
    );
  });

  it('draws the new picture when its request changes to one already loaded', async () => {
    const { rerender } = render(<Picture name="bus" />);
    expect(await screen.findByRole('img', { name: 'Picture: a bus.' })).toHaveAttribute(
      'data-state',
      'ready',
    );
    rerender(<Picture emoji={'\u{1F68C}'} alt="the same bus" />);
    expect(await screen.findByRole('img', { name: 'Picture: the same bus.' })).toHaveAttribute(
      'data-state',
      'ready',
    );
    rerender(<Picture name="canoe" />);
    expect(await screen.findByRole('img', { name: 'Picture: a canoe.' })).toHaveAttribute(
      'data-picture',
      'canoe',
    );
  });

  it('draws a framed "?" for an unknown name and warns once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = render(
      <>
        <Picture name="unicorn-rainbow" alt="a unicorn" />
        <Picture name="unicorn-rainbow" alt="a unicorn" />
      </>,
    );
    await waitFor(() => {
      const pictures = screen.getAllByRole('img', { name: 'Picture: a unicorn.' });
      expect(pictures.map((picture) => picture.getAttribute('data-state'))).toEqual([
        'missing',
        'missing',
      ]);
    });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('picture name "unicorn-rainbow"');
    await expectNoA11yViolations(container);
  });

  it('draws a framed "?" for an emoji not in the set, naming its code points', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<Picture emoji={'\u{1F996}'} />);
    const picture = await screen.findByRole('img', { name: 'Picture: unknown.' });
    expect(picture).toHaveAttribute('data-state', 'missing');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('emoji U+1F996'));
  });

  it('gives each instance its own ids, so gradients never point at another picture', () => {
    const { container } = render(
      <>
        <Picture art={violin} />
        <Picture art={violin} />
      </>,
    );
    const ids = Array.from(container.querySelectorAll('[id]'), (element) => element.id);
    expect(ids.length).toBeGreaterThanOrEqual(8);
    expect(new Set(ids).size).toBe(ids.length);
    for (const reference of container.querySelectorAll('[fill^="url(#"], [clip-path^="url(#"]')) {
      const target = /url\(#([^)]+)\)/.exec(
        reference.getAttribute('fill') ?? reference.getAttribute('clip-path') ?? '',
      )?.[1];
      expect(target && reference.closest('svg')!.querySelector(`[id="${target}"]`)).toBeTruthy();
    }
  });

  it('puts no emoji into any text node, whichever way it is asked', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = render(
      <div>
        <Picture art={bus} />
        <Picture name="bus" />
        <Picture emoji="🚌" />
        <Picture emoji="🦖" />
        <Picture emoji="🐱" decorative />
      </div>,
    );
    await waitFor(() => {
      expect(screen.getAllByRole('img', { name: 'Picture: a bus.' })).toHaveLength(3);
    });
    expect(textNodes(container).flatMap(findEmojiText)).toEqual([]);
    expect(findEmojiText(container.innerHTML)).toEqual([]);
    warn.mockRestore();
  });
});
