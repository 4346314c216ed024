import {
  createContext,
  useContext,
  useMemo,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
  type Ref,
} from 'react';

/** The props every link component receives: an anchor's props with a required `href`. */
export interface LinkComponentProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  className?: string;
  children?: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
}

/** A component that renders a link, e.g. a wrapper around the host router's `Link`. */
export type LinkComponent = ComponentType<LinkComponentProps>;

interface LinkContextValue {
  readonly component: LinkComponent;
  readonly pathname: string | undefined;
}

function PlainAnchor({ children, ...props }: LinkComponentProps) {
  return <a {...props}>{children}</a>;
}

const LinkContext = createContext<LinkContextValue>({
  component: PlainAnchor,
  pathname: undefined,
});

/** Props of {@link LinkProvider}. */
export interface LinkProviderProps {
  /** Renders every link of the kit; default a plain `<a>`. */
  component?: LinkComponent;
  /** The current path, so the sidebar can mark the active link; default `location.pathname`. */
  pathname?: string;
  children?: ReactNode;
}

/** Lets the host route the kit's links through its router without the kit depending on it. */
export function LinkProvider({ component = PlainAnchor, pathname, children }: LinkProviderProps) {
  const value = useMemo(() => ({ component, pathname }), [component, pathname]);
  return <LinkContext.Provider value={value}>{children}</LinkContext.Provider>;
}

/** A link rendered through the host's link component (see {@link LinkProvider}). */
export function Link(props: LinkComponentProps) {
  const { component: Component } = useContext(LinkContext);
  return <Component {...props} />;
}

/** The current path from {@link LinkProvider}, else the browser's `location.pathname`. */
export function usePathname(): string {
  const { pathname } = useContext(LinkContext);
  if (pathname !== undefined) return pathname;
  return typeof window === 'undefined' ? '/' : window.location.pathname;
}
