import { Redirect, useParams } from 'wouter';
import { GUARD_LOADING } from '#domain/messages';
import { useLoad } from '../../../lib/useLoad.ts';
import { getHost } from '../api/getHost.ts';
import { updateHost } from '../api/updateHost.ts';
import { HostForm } from './HostForm.tsx';

/** Edit Host (§2.14): the form filled from the saved host, password empty; a failed load returns to the list. */
export function HostEdit() {
  const { id = '' } = useParams<{ id: string }>();
  const { data: host, failed } = useLoad(id, () => getHost(id));
  if (failed) return <Redirect to="/hosts" />;
  if (!host) return <p role="status">{GUARD_LOADING}</p>;
  const { firstName, lastName, email } = host;
  return <HostForm key={host.id} title="Edit Host" submitLabel="Save" isEdit initial={{ firstName, lastName, email, password: '' }} onSave={(form) => updateHost(host.id, form)} />;
}
