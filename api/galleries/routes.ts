import { galleriesArea } from '#domain/areas/galleries';
import { areaRoutes } from '../lib/area-routes.ts';
import type { GuardedRoute } from '../lib/route.ts';
import { changeGallery, createGallery, galleriesBulk, listGalleries, updateGallery } from './repository.ts';

/** §7 Galleries calls, guarded by the `galleries` module (§6): all standard. */
export const galleryRoutes: GuardedRoute[] = areaRoutes(galleriesArea, { list: listGalleries, create: createGallery, update: updateGallery, change: changeGallery, bulk: galleriesBulk });
