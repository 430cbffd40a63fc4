import { createService } from '../api/createService.ts';
import { ServiceForm } from './ServiceForm.tsx';

/** Add Service: an empty form that creates a service (sort 1). */
export function ServiceNew() {
  return <ServiceForm title="Add Service" initial={{ title: '', description: '', image: '', icon: null }} onSave={createService} />;
}
