import type { HostForm as HostFormValues } from '#domain/schemas/host';
import { createHost } from '../api/createHost.ts';
import { HostForm } from './HostForm.tsx';

/** Add Host: an empty form that creates a host. */
export function HostNew() {
  return <HostForm title="Add Host" submitLabel="Add Host" isEdit={false} initial={{ firstName: '', lastName: '', email: '', password: '' }} onSave={(form) => createHost(form as HostFormValues)} />;
}
