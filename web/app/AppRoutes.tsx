import type { ComponentType } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect, Route, Switch } from 'wouter';
import { NotFoundPage } from '../features/errors/NotFoundPage.tsx';
import type { Resource, ResourcePage } from '../lib/resource.ts';
import { session } from '../lib/session.ts';
import { mayOpen, mayOpenPage, type ScreenKind } from './access.ts';
import { resources } from './registry.ts';

const PATHS: Record<ScreenKind, (base: string) => string> = {
  new: (base) => `${base}/new`,
  edit: (base) => `${base}/:id/edit`,
  view: (base) => `${base}/:id`,
  list: (base) => base,
};
// "new" before ":id" so that /roles/new is not read as a role id.
const ORDER: readonly ScreenKind[] = ['new', 'edit', 'view', 'list'];

function Guarded({ resource, screen, Screen }: { resource: Resource; screen: ScreenKind; Screen: ComponentType }) {
  const principal = useSnapshot(session);
  return mayOpen(principal, resource, screen) ? <Screen /> : <NotFoundPage />;
}

function GuardedPage({ resource, page }: { resource: Resource; page: ResourcePage }) {
  const principal = useSnapshot(session);
  return mayOpenPage(principal, resource, page) ? <page.screen /> : <NotFoundPage />;
}

/** The protected routes, built from the registry (DESIGN §6 route scheme); anything else is 404. */
export function AppRoutes() {
  return (
    <Switch>
      <Route path="/">
        <Redirect to="/dashboard" replace />
      </Route>
      {/* An area's own pages first: their fixed segments are not record ids. */}
      {resources.flatMap((resource) =>
        (resource.pages ?? []).map((page) => (
          <Route key={`${resource.key}-${page.segment}`} path={`${resource.path}/${page.segment}`}><GuardedPage resource={resource} page={page} /></Route>
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
