import { Link as RouterLink, Outlet, ScrollRestoration, useLocation } from 'react-router';
import {
  breadcrumbs,
  concepts,
  isLingoDone,
  levelProgress,
  lingoKey,
  type Concept,
  type Level,
  type Lingo,
} from '@lingos/catalogue';
import {
  AppShell,
  Breadcrumbs,
  Footer,
  LinkProvider,
  Sidebar,
  ThemeProvider,
  type LinkComponentProps,
} from '@lingos/ui';
import {
  pictureAttribution,
  ReadAloudProvider,
  ReadAloudSetting,
  ResetProgressButton,
  useProgressState,
} from '@lingos/kit';
import { useAppServices } from '../appContext';
import { UpdatePrompt } from '../UpdatePrompt';
import * as styles from './Layout.css';

/** The ui kit's links go through the router, so navigation stays client-side. */
function HostLink({ href, ref, ...props }: LinkComponentProps) {
  return <RouterLink to={href} ref={ref} {...props} />;
}

/** The shared layout: header, sidebar, breadcrumbs, the page, footer and toaster. */
export function Layout() {
  const { pathname } = useLocation();
  const { registry } = useAppServices();
  const progress = useProgressState();
  const sidebar = (
    <Sidebar
      concepts={concepts}
      getLevelProgress={(concept: Concept, level: Level) => levelProgress(progress, concept, level)}
      isLingoDone={(concept: Concept, lingo: Lingo) =>
        isLingoDone(progress.lingos[lingoKey(concept.id, lingo.id)])
      }
      isLingoAvailable={(concept: Concept, lingo: Lingo) =>
        registry.isAvailable(concept.id, lingo.id)
      }
    />
  );
  return (
    <ThemeProvider>
      <LinkProvider component={HostLink} pathname={pathname}>
        <ReadAloudProvider>
          <AppShell
            sidebar={sidebar}
            breadcrumbs={<Breadcrumbs items={breadcrumbs(pathname)} />}
            footer={
              <Footer>
                <div className={styles.settings}>
                  <ReadAloudSetting />
                  <ResetProgressButton />
                </div>
                <p className={styles.credit}>
                  Pictures: {pictureAttribution.name} by {pictureAttribution.by},{' '}
                  {pictureAttribution.licence} licence.
                </p>
              </Footer>
            }
          >
            <Outlet />
          </AppShell>
          <UpdatePrompt />
          <ScrollRestoration />
        </ReadAloudProvider>
      </LinkProvider>
    </ThemeProvider>
  );
}
