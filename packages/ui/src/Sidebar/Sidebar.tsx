import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { Concept, Level, LevelProgress, Lingo } from '@lingos/catalogue';
import { Badge } from '../Badge/Badge';
import { Icon, isIconName, type IconName } from '../Icon/Icon';
import { cx } from '../internal/cx';
import { Link, usePathname } from '../Link/Link';
import { Sheet } from '../Sheet/Sheet';
import { Tooltip, TooltipProvider } from '../Tooltip/Tooltip';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { root as visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import { SIDEBAR_WIDTH_MOBILE } from './constants';
import * as styles from './Sidebar.css';
import { useSidebar } from './SidebarProvider';

/** Props of {@link Sidebar}. */
export interface SidebarProps {
  /** The concepts to list under 'Learning Concepts', in order. */
  concepts: readonly Concept[];
  /** Completed and total Lingos of a level, for its badge (shown when total > 0). */
  getLevelProgress(concept: Concept, level: Level): LevelProgress;
  /** Whether a Lingo is done (mastered or finished); shows a check mark. */
  isLingoDone?(concept: Concept, lingo: Lingo): boolean;
  /** Whether a Lingo can be opened; unavailable ones are listed without a link. Default: all. */
  isLingoAvailable?(concept: Concept, lingo: Lingo): boolean;
}

const navigationLinks: ReadonlyArray<{ href: string; label: string; icon: IconName }> = [
  { href: '/', label: 'Home', icon: 'home' },
  { href: '/concepts', label: 'All Concepts', icon: 'grid' },
];

function conceptIcon(concept: Concept): IconName {
  return isIconName(concept.icon) ? concept.icon : 'book';
}

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

interface ActivePath {
  conceptId: string | undefined;
  levelKey: string | undefined;
  lingoPath: string | undefined;
}

function levelKey(concept: Concept, level: Level): string {
  return `${concept.id}/${level.id}`;
}

/** Which concept, level and Lingo the path points into (any of them may be absent). */
function findActive(concepts: readonly Concept[], rawPathname: string): ActivePath {
  const pathname = normalise(rawPathname);
  for (const concept of concepts) {
    const conceptPath = `/concepts/${concept.id}`;
    if (pathname !== conceptPath && !pathname.startsWith(`${conceptPath}/`)) continue;
    for (const level of concept.levels) {
      const lingo = level.lingos.find((candidate) => candidate.path === pathname);
      const inLevel =
        lingo !== undefined ||
        pathname === `${conceptPath}/${level.id}` ||
        pathname.startsWith(`${conceptPath}/${level.id}/`);
      if (inLevel) {
        return {
          conceptId: concept.id,
          levelKey: levelKey(concept, level),
          lingoPath: lingo?.path,
        };
      }
    }
    return { conceptId: concept.id, levelKey: undefined, lingoPath: undefined };
  }
  return { conceptId: undefined, levelKey: undefined, lingoPath: undefined };
}

interface Expansion {
  pathname: string;
  concepts: ReadonlySet<string>;
  levels: ReadonlySet<string>;
}

function withActive(expansion: Omit<Expansion, 'pathname'>, active: ActivePath, pathname: string) {
  const concepts = new Set(expansion.concepts);
  const levels = new Set(expansion.levels);
  if (active.conceptId) concepts.add(active.conceptId);
  if (active.levelKey) levels.add(active.levelKey);
  return { pathname, concepts, levels };
}

function toggled(set: ReadonlySet<string>, key: string): Set<string> {
  const next = new Set(set);
  if (next.has(key)) next.delete(key);
  else next.add(key);
  return next;
}

/**
 * The app's sidebar: 'Navigation' (Home, All Concepts) and 'Learning Concepts' (each concept
 * a disclosure of its levels, each level a disclosure of its Lingo links, with a
 * completed/total badge). The active concept and level start expanded. On desktop it
 * collapses to a 3rem icon rail with tooltips; below 768 px it is a sheet from the left.
 * Needs a SidebarProvider.
 */
export function Sidebar(props: SidebarProps) {
  const { concepts } = props;
  const { isMobile, openMobile, setOpenMobile, state, setOpen, sidebarId, registerSidebar } =
    useSidebar();
  const pathname = usePathname();
  useEffect(registerSidebar, [registerSidebar]);
  const active = findActive(concepts, pathname);

  const [expansion, setExpansion] = useState<Expansion>(() =>
    withActive({ concepts: new Set(), levels: new Set() }, active, pathname),
  );
  // A new path opens its concept and level too (others stay as the learner left them).
  if (expansion.pathname !== pathname) setExpansion(withActive(expansion, active, pathname));

  const navRef = useRef<HTMLElement>(null);
  const [focusConcept, setFocusConcept] = useState<string | null>(null);
  useLayoutEffect(() => {
    if (state !== 'expanded' || focusConcept === null) return;
    // The icon that was clicked is gone; keep keyboard focus on the same concept.
    navRef.current?.querySelector<HTMLElement>(`[data-concept-button="${focusConcept}"]`)?.focus();
    setFocusConcept(null);
  }, [state, focusConcept]);

  const list = (
    <SidebarLists
      {...props}
      active={active}
      pathname={normalise(pathname)}
      expandedConcepts={expansion.concepts}
      expandedLevels={expansion.levels}
      onToggleConcept={(id) =>
        setExpansion((current) => ({ ...current, concepts: toggled(current.concepts, id) }))
      }
      onToggleLevel={(key) =>
        setExpansion((current) => ({ ...current, levels: toggled(current.levels, key) }))
      }
      onNavigate={isMobile ? () => setOpenMobile(false) : undefined}
    />
  );

  if (isMobile) {
    return (
      <Sheet
        open={openMobile}
        onOpenChange={setOpenMobile}
        side="left"
        size={SIDEBAR_WIDTH_MOBILE}
        title="Sidebar"
        hideTitle
      >
        <nav id={sidebarId} aria-label="Sidebar" className={styles.mobileNav}>
          {list}
        </nav>
      </Sheet>
    );
  }

  return (
    // The rail runs the whole height of the page, so its background reaches the bottom of a
    // long page; the nav inside stays in view as the page scrolls.
    <div className={styles.rail} data-state={state}>
      <nav
        id={sidebarId}
        ref={navRef}
        aria-label="Sidebar"
        className={styles.desktop}
        data-state={state}
      >
        <TooltipProvider delayDuration={0}>
          {state === 'collapsed' ? (
            <SidebarIconRail
              concepts={concepts}
              active={active}
              pathname={normalise(pathname)}
              onOpenConcept={(id) => {
                setExpansion((current) => ({
                  ...current,
                  concepts: new Set(current.concepts).add(id),
                }));
                setFocusConcept(id);
                setOpen(true);
              }}
            />
          ) : (
            list
          )}
        </TooltipProvider>
      </nav>
    </div>
  );
}

interface SidebarListsProps extends SidebarProps {
  active: ActivePath;
  pathname: string;
  expandedConcepts: ReadonlySet<string>;
  expandedLevels: ReadonlySet<string>;
  onToggleConcept(id: string): void;
  onToggleLevel(key: string): void;
  onNavigate: (() => void) | undefined;
}

function SidebarGroup({
  label,
  hideLabel,
  children,
}: {
  label: string;
  hideLabel?: boolean;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <div role="group" aria-labelledby={headingId} className={styles.group}>
      <h2 id={headingId} className={hideLabel ? visuallyHidden : styles.groupLabel}>
        {label}
      </h2>
      {children}
    </div>
  );
}

function SidebarLists({
  concepts,
  getLevelProgress,
  isLingoDone,
  isLingoAvailable,
  active,
  pathname,
  expandedConcepts,
  expandedLevels,
  onToggleConcept,
  onToggleLevel,
  onNavigate,
}: SidebarListsProps) {
  const baseId = useId();
  return (
    <div className={styles.content}>
      <SidebarGroup label="Navigation">
        <ul className={styles.menu}>
          {navigationLinks.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                className={styles.item}
                aria-current={pathname === link.href ? 'page' : undefined}
                onClick={onNavigate}
              >
                <Icon name={link.icon} className={styles.itemIcon} />
                <span className={styles.label}>{link.label}</span>
              </Link>
            </li>
          ))}
        </ul>
      </SidebarGroup>
      <SidebarGroup label="Learning Concepts">
        <ul className={styles.menu}>
          {concepts.map((concept) => {
            const conceptExpanded = expandedConcepts.has(concept.id);
            const levelsId = `${baseId}-${concept.id}`;
            return (
              <li key={concept.id}>
                <button
                  type="button"
                  className={styles.item}
                  aria-expanded={conceptExpanded}
                  aria-controls={conceptExpanded ? levelsId : undefined}
                  data-concept-button={concept.id}
                  data-active={active.conceptId === concept.id || undefined}
                  onClick={() => onToggleConcept(concept.id)}
                >
                  <Icon name={conceptIcon(concept)} className={styles.itemIcon} />
                  <span className={styles.conceptLabel}>{concept.title}</span>{' '}
                  <Icon name="chevronRight" size="1.125rem" className={styles.chevron} />
                </button>
                {/* A closed concept's levels are not rendered at all: the tree of every Lingo of
                    every concept is most of a page's markup, and of its hydration work. */}
                {conceptExpanded ? (
                  <ul id={levelsId} className={styles.subMenu}>
                    {concept.levels.map((level) => {
                      const key = levelKey(concept, level);
                      const levelExpanded = expandedLevels.has(key);
                      const lingosId = `${baseId}-${key}`;
                      const progress = getLevelProgress(concept, level);
                      return (
                        <li key={level.id}>
                          <button
                            type="button"
                            className={styles.item}
                            aria-expanded={levelExpanded}
                            aria-controls={levelExpanded ? lingosId : undefined}
                            onClick={() => onToggleLevel(key)}
                          >
                            <Icon name="chevronRight" size="1.125rem" className={styles.chevron} />
                            {/* Explicit spaces keep the accessible name's words apart. */}
                            <span className={styles.label}>
                              <span>Level {level.number}</span>{' '}
                              {level.title ? (
                                <span className={styles.secondaryLine}>{level.title}</span>
                              ) : null}
                            </span>{' '}
                            {progress.total > 0 ? (
                              <Badge
                                tone={progress.completed >= progress.total ? 'success' : 'neutral'}
                              >
                                <span aria-hidden="true">
                                  {progress.completed}/{progress.total}
                                </span>
                                <VisuallyHidden>
                                  {progress.completed} of {progress.total} completed
                                </VisuallyHidden>
                              </Badge>
                            ) : null}
                          </button>
                          {levelExpanded ? (
                            <ul id={lingosId} className={styles.subMenu}>
                              {level.lingos.map((lingo) => (
                                <li key={lingo.id}>
                                  <LingoRow
                                    lingo={lingo}
                                    current={active.lingoPath === lingo.path}
                                    done={isLingoDone?.(concept, lingo) ?? false}
                                    available={isLingoAvailable?.(concept, lingo) ?? true}
                                    onNavigate={onNavigate}
                                  />
                                </li>
                              ))}
                            </ul>
                          ) : null}
                        </li>
                      );
                    })}
                  </ul>
                ) : null}
              </li>
            );
          })}
        </ul>
      </SidebarGroup>
    </div>
  );
}

function LingoRow({
  lingo,
  current,
  done,
  available,
  onNavigate,
}: {
  lingo: Lingo;
  current: boolean;
  done: boolean;
  available: boolean;
  onNavigate: (() => void) | undefined;
}) {
  const inner = (
    <>
      <span className={styles.label}>
        <span className={cx(lingo.isLearn && styles.learnTitle)}>{lingo.title}</span>{' '}
        {available ? null : <span className={styles.secondaryLine}>Not yet available</span>}
      </span>{' '}
      {lingo.isLearn ? <Badge tone="accent">Learn</Badge> : null}{' '}
      {done ? (
        <span className={styles.done}>
          <Icon name="check" size="1rem" />
          <VisuallyHidden>(completed)</VisuallyHidden>
        </span>
      ) : null}
    </>
  );
  if (!available) return <span className={styles.unavailable}>{inner}</span>;
  return (
    <Link
      href={lingo.path}
      className={styles.item}
      aria-current={current ? 'page' : undefined}
      onClick={onNavigate}
    >
      {inner}
    </Link>
  );
}

function SidebarIconRail({
  concepts,
  active,
  pathname,
  onOpenConcept,
}: {
  concepts: readonly Concept[];
  active: ActivePath;
  pathname: string;
  onOpenConcept(id: string): void;
}) {
  return (
    <div className={styles.iconContent}>
      <SidebarGroup label="Navigation" hideLabel>
        <ul className={styles.menu}>
          {navigationLinks.map((link) => (
            <li key={link.href}>
              <Tooltip content={link.label} side="right" delayDuration={0}>
                <Link
                  href={link.href}
                  className={styles.iconItem}
                  aria-label={link.label}
                  aria-current={pathname === link.href ? 'page' : undefined}
                >
                  <Icon name={link.icon} />
                </Link>
              </Tooltip>
            </li>
          ))}
        </ul>
      </SidebarGroup>
      <hr className={styles.iconSeparator} />
      <SidebarGroup label="Learning Concepts" hideLabel>
        <ul className={styles.menu}>
          {concepts.map((concept) => (
            <li key={concept.id}>
              <Tooltip content={concept.title} side="right" delayDuration={0}>
                <button
                  type="button"
                  className={styles.iconItem}
                  aria-label={concept.title}
                  data-active={active.conceptId === concept.id || undefined}
                  onClick={() => onOpenConcept(concept.id)}
                >
                  <Icon name={conceptIcon(concept)} />
                </button>
              </Tooltip>
            </li>
          ))}
        </ul>
      </SidebarGroup>
    </div>
  );
}
