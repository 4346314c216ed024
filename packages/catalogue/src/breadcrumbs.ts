import { getConcept, getLevel } from './catalogue';
import { conceptPath, levelHref } from './paths';

/** One step of the breadcrumb trail; the current page (the last step) has no `href`. */
export interface Breadcrumb {
  readonly label: string;
  readonly href?: string;
}

/**
 * The breadcrumb trail for a path: Home › Concepts › concept › `Level n` › Lingo title.
 * Home and any path outside `/concepts` have none. An id that is not in the catalogue is shown
 * as it appears in the path, without a link, since there is no page to go to.
 */
export function breadcrumbs(pathname: string): Breadcrumb[] {
  const [section, conceptSegment, levelSegment, lingoSegment] = pathname
    .split('/')
    .filter((segment) => segment !== '');
  if (section !== 'concepts') return [];

  const trail: Breadcrumb[] = [
    { label: 'Home', href: '/' },
    { label: 'Concepts', href: '/concepts' },
  ];
  if (conceptSegment !== undefined) {
    const concept = getConcept(conceptSegment);
    trail.push(
      concept === undefined
        ? { label: conceptSegment }
        : { label: concept.title, href: conceptPath(concept.id) },
    );
    if (levelSegment !== undefined) {
      const level = concept && getLevel(concept, levelSegment);
      trail.push(
        concept === undefined || level === undefined
          ? { label: levelSegment }
          : { label: `Level ${level.number}`, href: levelHref(concept.id, level.number) },
      );
      if (lingoSegment !== undefined) {
        const lingo = level?.lingos.find((candidate) => candidate.id === lingoSegment);
        trail.push({ label: lingo?.title ?? lingoSegment });
      }
    }
  }
  return withCurrentPageLast(trail);
}

/** The last step is the page the learner is on, so it never links. */
function withCurrentPageLast(trail: Breadcrumb[]): Breadcrumb[] {
  const current = trail.at(-1);
  if (current === undefined) return trail;
  return [...trail.slice(0, -1), { label: current.label }];
}
