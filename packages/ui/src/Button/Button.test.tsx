import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LinkProvider, type LinkComponentProps } from '../Link/Link';
import { expectNoA11yViolations } from '../testing/a11y';
import { Button, ButtonLink, buttonClassName } from './Button';
import { button } from './Button.css';

describe('Button', () => {
  it('is a real button (type=button) that reports clicks', async () => {
    const onClick = vi.fn();
    const user = userEvent.setup();
    const { container } = render(<Button onClick={onClick}>Check</Button>);
    const element = screen.getByRole('button', { name: 'Check' });
    expect(element).toHaveAttribute('type', 'button');
    await user.click(element);
    expect(onClick).toHaveBeenCalledTimes(1);
    await expectNoA11yViolations(container);
  });

  it('defaults to the large (56 px) primary style', () => {
    render(<Button>Go</Button>);
    expect(screen.getByRole('button')).toHaveClass(
      ...button({ variant: 'primary', size: 'lg' }).split(' '),
    );
  });

  it('uses the md (44 px) size class only when asked', () => {
    render(
      <>
        <Button size="md">Small</Button>
        <Button size="lg">Big</Button>
      </>,
    );
    const md = button({ size: 'md' }).split(' ');
    const lg = button({ size: 'lg' }).split(' ');
    const sizeOnlyMd = md.filter((name) => !lg.includes(name));
    const sizeOnlyLg = lg.filter((name) => !md.includes(name));
    expect(sizeOnlyMd.length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Small' })).toHaveClass(...sizeOnlyMd);
    expect(screen.getByRole('button', { name: 'Small' })).not.toHaveClass(...sizeOnlyLg);
    expect(screen.getByRole('button', { name: 'Big' })).toHaveClass(...sizeOnlyLg);
  });

  it.each(['primary', 'secondary', 'ghost', 'danger'] as const)(
    'applies the %s variant',
    (variant) => {
      render(<Button variant={variant}>{variant}</Button>);
      expect(screen.getByRole('button')).toHaveClass(...button({ variant }).split(' '));
    },
  );

  it('does not fire when disabled', async () => {
    const onClick = vi.fn();
    const user = userEvent.setup();
    const { container } = render(
      <Button disabled onClick={onClick}>
        Not yet
      </Button>,
    );
    await user.click(screen.getByRole('button', { name: 'Not yet' }));
    expect(onClick).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Not yet' })).toBeDisabled();
    await expectNoA11yViolations(container);
  });

  it('keeps a caller class and submit type', () => {
    render(
      <Button type="submit" className="extra">
        Send
      </Button>,
    );
    expect(screen.getByRole('button')).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('button')).toHaveClass('extra');
  });

  it('icon-only buttons take their name from aria-label', async () => {
    const { container } = render(
      <Button iconOnly aria-label="Close" size="md">
        <svg aria-hidden="true" />
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toHaveClass(
      ...buttonClassName({ iconOnly: true, size: 'md' }).split(' '),
    );
    await expectNoA11yViolations(container);
  });
});

describe('ButtonLink', () => {
  it('renders a plain anchor by default', () => {
    render(<ButtonLink href="/concepts">Explore All Concepts</ButtonLink>);
    const link = screen.getByRole('link', { name: 'Explore All Concepts' });
    expect(link).toHaveAttribute('href', '/concepts');
    expect(link).toHaveClass(...buttonClassName().split(' '));
  });

  it('renders through the LinkProvider component', async () => {
    const navigate = vi.fn();
    function RouterLink({ href, children, ...props }: LinkComponentProps) {
      return (
        <a
          {...props}
          href={href}
          data-router="yes"
          onClick={(event) => {
            event.preventDefault();
            navigate(href);
          }}
        >
          {children}
        </a>
      );
    }
    const user = userEvent.setup();
    const { container } = render(
      <LinkProvider component={RouterLink}>
        <ButtonLink href="/concepts/time" variant="secondary">
          Start with Time
        </ButtonLink>
      </LinkProvider>,
    );
    const link = screen.getByRole('link', { name: 'Start with Time' });
    expect(link).toHaveAttribute('data-router', 'yes');
    await user.click(link);
    expect(navigate).toHaveBeenCalledWith('/concepts/time');
    await expectNoA11yViolations(container);
  });
});
