import { Icon } from '../Icon/Icon';
import { Link } from '../Link/Link';
import * as styles from './Breadcrumbs.css';

/** One step of the trail; the last one is the current page and is never a link. */
export interface BreadcrumbItem {
  label: string;
  href?: string;
}

/** Props of {@link Breadcrumbs}. */
export interface BreadcrumbsProps {
  items: readonly BreadcrumbItem[];
  className?: string;
}

/**
 * The trail Home > Concepts > … as a `nav` named "Breadcrumb" with an ordered list; the
 * last item is `aria-current="page"`. Renders nothing for one item or none.
 */
export function Breadcrumbs({ items, className }: BreadcrumbsProps) {
  if (items.length <= 1) return null;
  return (
    <nav aria-label="Breadcrumb" className={className}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} className={styles.item}>
              {index > 0 ? (
                <Icon name="chevronRight" size="1rem" className={styles.separator} />
              ) : null}
              {last ? (
                <span className={styles.current} aria-current="page">
                  {item.label}
                </span>
              ) : item.href ? (
                <Link href={item.href} className={styles.link}>
                  {item.label}
                </Link>
              ) : (
                <span className={styles.text}>{item.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
