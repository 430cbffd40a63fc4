import type { ComponentType } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect, Route, Switch } from 'wouter';
import { NotFoundPage } from '../features/errors/NotFoundPage.tsx';
import type { NestedScreen, Resource } from '../lib/resource.ts';
import { session } from '../lib/session.ts';
import { mayOpen, mayOpenNested, type ScreenKind } from './access.ts';
import { resources } from './registry.ts';

const PATHS: Record<ScreenKind, (base: string) => string> = {
  new: (base) => `${base}/new`,
  edit: (base) => `${base}/:id/edit`,
  view: (base) => `${base}/:id`,
  list: (base) => base,
};
// "new" before ":id" so that /roles/new is not read as a role id.
const ORDER: readonly ScreenKind[] = ['new', 'edit', 'view', 'list'];

function Guarded({ resource, screen, Screen }: { resource: Resource; screen: ScreenKind | NestedScreen; Screen: ComponentType }) {
  const principal = useSnapshot(session);
  const allowed = typeof screen === 'string' ? mayOpen(principal, resource, screen) : mayOpenNested(principal, resource, screen);
  return allowed ? <Screen /> : <NotFoundPage />;
}

/** The protected routes, built from the registry (DESIGN §6 route scheme); anything else is 404. */
export function AppRoutes() {
  return (
    <Switch>
      <Route path="/">
        <Redirect to="/dashboard" replace />
      </Route>
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
