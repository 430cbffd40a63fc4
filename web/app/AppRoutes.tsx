import type { ComponentType } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect, Route, Switch, useParams } from 'wouter';
import { NoAccessPage } from '../features/errors/NoAccessPage.tsx';
import { NotFoundPage } from '../features/errors/NotFoundPage.tsx';
import type { NestedScreen, Resource, ResourcePage } from '../lib/resource.ts';
import { useListTrail } from '../lib/listReturn.ts';
import { ScreenResource } from '../lib/screenResource.ts';
import { session } from '../lib/session.ts';
import { mayOpen, mayOpenExtra, type ScreenKind } from './access.ts';
import { resources } from './registry.ts';

const PATHS: Record<ScreenKind, (base: string) => string> = {
  new: (base) => `${base}/new`,
  edit: (base) => `${base}/:id/edit`,
  view: (base) => `${base}/:id`,
  list: (base) => base,
};
// "new" before ":id" so that /roles/new is not read as a role id.
const ORDER: readonly ScreenKind[] = ['new', 'edit', 'view', 'list'];
// Each area's list, remembered with its query while the user works on its records (listReturn).
const LISTS = resources.map((resource) => resource.path);

// A standard screen by its kind; an area's own page or a screen under a record by the action it needs. Refused, it says so.
// The screen is told its area (ScreenResource): the shared blocks take its calls from there.
// Another record on the same screen (/hosts/1 → /hosts/2) is drawn as a new screen: nothing of the
// last record's state stays, and the focus moves to it as soon as it is there (useFocusOnNavigate).
function Guarded({ resource, screen, Screen }: { resource: Resource; screen: ScreenKind | NestedScreen | ResourcePage; Screen: ComponentType }) {
  const principal = useSnapshot(session);
  const { id } = useParams<{ id?: string }>();
  const allowed = typeof screen === 'string' ? mayOpen(principal, resource, screen) : mayOpenExtra(principal, resource, screen);
  return allowed ? (
    <ScreenResource.Provider value={resource}>
      <Screen key={id} />
    </ScreenResource.Provider>
  ) : (
    <NoAccessPage label={resource.label} />
  );
}

/** The protected routes, built from the registry (DESIGN §6 route scheme); anything else is 404. Close, Cancel and Save return to a list as the user left it. */
export function AppRoutes() {
  useListTrail(LISTS);
  return (
    <Switch>
      <Route path="/">
        <Redirect to="/dashboard" replace />
      </Route>
      {/* An area's own pages first: their fixed segments are not record ids. */}
      {resources.flatMap((resource) =>
        (resource.pages ?? []).map((page) => (
          <Route key={`${resource.key}-${page.segment}`} path={`${resource.path}/${page.segment}`}><Guarded resource={resource} screen={page} Screen={page.screen} /></Route>
        )),
      )}
      {resources.flatMap((resource) =>
        (resource.nested ?? []).map((nested) => (
          <Route key={`${resource.key}${nested.suffix}`} path={`${resource.path}/:id${nested.suffix}`}><Guarded resource={resource} screen={nested} Screen={nested.screen} /></Route>
        )),
      )}
      {resources.flatMap((resource) =>
        ORDER.flatMap((screen) => {
          const Screen = resource.screens[screen];
          return Screen
            ? [<Route key={`${resource.key}-${screen}`} path={PATHS[screen](resource.path)}><Guarded resource={resource} screen={screen} Screen={Screen} /></Route>]
            : [];
        }),
      )}
      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
}
