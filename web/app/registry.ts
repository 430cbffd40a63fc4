import { dashboardResource } from '../features/dashboard/resource.ts';
import { rolesResource } from '../features/roles/resource.ts';
import type { Resource } from '../lib/resource.ts';

/** Every area built so far, in the sidebar order of §2.1; a new area is one line here. */
export const resources: readonly Resource[] = [dashboardResource, rolesResource];
