import type { ReactNode } from 'react';
import { levelIds, type Concept, type Level, type Lingo } from '@lingos/catalogue';
import { LinkProvider, type LinkComponentProps } from '../Link/Link';

/**
 * A link for stories: clicking does not navigate the Storybook frame away; it logs the
 * href to the console instead.
 */
export function StoryLink({ href, onClick, children, ...props }: LinkComponentProps) {
  return (
    <a
      {...props}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        console.info(`[story] navigate to ${href}`);
      }}
    >
      {children}
    </a>
  );
}

/** Wraps a story in a LinkProvider with {@link StoryLink} and a given current path. */
export function StoryLinks({
  pathname = '/',
  children,
}: {
  pathname?: string;
  children: ReactNode;
}) {
  return (
    <LinkProvider component={StoryLink} pathname={pathname}>
      {children}
    </LinkProvider>
  );
}

/** A fixed-width frame to show a component on a narrow (phone) screen. */
export function NarrowFrame({
  width = '20rem',
  children,
}: {
  width?: string;
  children: ReactNode;
}) {
  return (
    <div style={{ width, maxWidth: '100%', outline: '1px dashed currentColor' }}>{children}</div>
  );
}

/** Example progress: the first two Lingos of every level 1 done. */
export function exampleProgress(_concept: Concept, level: Level) {
  return {
    completed: level.id === levelIds[0] ? Math.min(2, level.lingos.length) : 0,
    total: level.lingos.length,
  };
}

/** Example completion matching {@link exampleProgress}. */
export function exampleDone(_concept: Concept, lingo: Lingo) {
  return lingo.id === 'lingo-1-0' || lingo.id === 'lingo-1-1';
}
