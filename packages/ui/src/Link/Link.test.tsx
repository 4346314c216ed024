import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoA11yViolations } from '../testing/a11y';
import { Link, LinkProvider, usePathname, type LinkComponentProps } from './Link';

function ShowPath() {
  return <p>path={usePathname()}</p>;
}

describe('Link', () => {
  it('is a plain anchor without a provider', async () => {
    const { container } = render(
      <Link href="/concepts" className="x" aria-current="page">
        All Concepts
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'All Concepts' });
    expect(link).toHaveAttribute('href', '/concepts');
    expect(link).toHaveClass('x');
    expect(link).toHaveAttribute('aria-current', 'page');
    await expectNoA11yViolations(container);
  });

  it('uses the provided component with every prop', async () => {
    const seen = vi.fn();
    function RouterLink(props: LinkComponentProps) {
      seen(props);
      const { href, children, ...rest } = props;
      return (
        <a {...rest} href={`#router${href}`}>
          {children}
        </a>
      );
    }
    const onClick = vi.fn((event: React.MouseEvent) => event.preventDefault());
    const user = userEvent.setup();
    render(
      <LinkProvider component={RouterLink}>
        <Link href="/" onClick={onClick}>
          Home
        </Link>
      </LinkProvider>,
    );
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '#router/');
    expect(seen).toHaveBeenCalledWith(expect.objectContaining({ href: '/', children: 'Home' }));
    await user.click(screen.getByRole('link', { name: 'Home' }));
    expect(onClick).toHaveBeenCalled();
  });
});

describe('usePathname', () => {
  it('reads the provider pathname', () => {
    render(
      <LinkProvider pathname="/concepts/time">
        <ShowPath />
      </LinkProvider>,
    );
    expect(screen.getByText('path=/concepts/time')).toBeInTheDocument();
  });

  it('falls back to location.pathname', () => {
    window.history.pushState({}, '', '/concepts');
    render(<ShowPath />);
    expect(screen.getByText('path=/concepts')).toBeInTheDocument();
    window.history.pushState({}, '', '/');
  });
});
