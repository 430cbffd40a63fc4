import { Redirect, useLocation, useParams } from 'wouter';
import { formatDate } from '#domain/format';
import { GUARD_LOADING, NOT_AVAILABLE } from '#domain/messages';
import { statusLabel, Status } from '#domain/codes';
import { mediaUrl } from '../../../components/media/mediaUrl.ts';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { useLoad } from '../../../lib/useLoad.ts';
import { getService } from '../api/getService.ts';
import '../services.css';

/** Service Detail: every field of the service and Close; a failed load returns to the list. */
export function ServiceDetail() {
  const { id = '' } = useParams<{ id: string }>();
  const [, navigate] = useLocation();
  const { data: service, failed } = useLoad(id, () => getService(id));
  if (failed) return <Redirect to="/services" />;
  const field = (label: string, value: string) => (
    <p className="detail-field"><span className="detail-field__label">{label}</span> <strong>{value}</strong></p>
  );
  return (
    <main className="screen">
      <PageHeader title="Service Detail" />
      {service ? (
        <>
          {field('Title', service.title)}
          {field('Description', service.description)}
          {field('Status', statusLabel(service.status === 'ACTIVE' ? Status.ACTIVE : Status.INACTIVE))}
          {field('Date', formatDate(service.createdAt))}
          {service.image ? <img className="service-detail__image" src={mediaUrl(service.image)} alt={`Image of ${service.title}`} /> : field('Image', NOT_AVAILABLE)}
          {service.icon ? <img className="service-detail__icon" src={mediaUrl(service.icon)} alt={`Icon of ${service.title}`} /> : field('Icon', NOT_AVAILABLE)}
        </>
      ) : (
        <p role="status">{GUARD_LOADING}</p>
      )}
      <div className="form-actions">
        <Button variant="secondary" onPress={() => navigate('/services')}>Close</Button>
      </div>
    </main>
  );
}
