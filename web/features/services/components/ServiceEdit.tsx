import { Redirect, useParams } from 'wouter';
import { GUARD_LOADING } from '#domain/messages';
import { useLoad } from '../../../lib/useLoad.ts';
import { getService } from '../api/getService.ts';
import { updateService } from '../api/updateService.ts';
import { ServiceForm } from './ServiceForm.tsx';

/** Edit Service: the form filled from the saved service; a failed load returns to the list. */
export function ServiceEdit() {
  const { id = '' } = useParams<{ id: string }>();
  const { data: service, failed } = useLoad(id, () => getService(id));
  if (failed) return <Redirect to="/services" />;
  if (!service) return <p role="status">{GUARD_LOADING}</p>;
  const initial = { title: service.title, description: service.description, image: service.image ?? '', icon: service.icon ?? null };
  return <ServiceForm key={service.id} title="Edit Service" initial={initial} onSave={(form) => updateService(service.id, form)} />;
}
