import { Redirect, useParams } from 'wouter';
import { formatDate } from '#domain/format';
import { NOT_AVAILABLE } from '#domain/messages';
import { statusLabel, Status } from '#domain/codes';
import { DetailField } from '../../../components/DetailField.tsx';
import { DetailScreen } from '../../../components/DetailScreen.tsx';
import { mediaUrl } from '../../../components/media/mediaUrl.ts';
import { useLoad } from '../../../lib/useLoad.ts';
import { getService } from '../api/getService.ts';
import '../services.css';

/** Service Detail: every field of the service and Close; a failed load returns to the list. */
export function ServiceDetail() {
  const { id = '' } = useParams<{ id: string }>();
  const { data: service, failed } = useLoad(id, () => getService(id));
  if (failed) return <Redirect to="/services" />;
  return (
    <DetailScreen title="Service Detail" closeTo="/services">
      {service && (
        <>
          <DetailField label="Title" value={service.title} />
          <DetailField label="Description" value={service.description} />
          <DetailField label="Status" value={statusLabel(service.status === 'ACTIVE' ? Status.ACTIVE : Status.INACTIVE)} />
          <DetailField label="Date" value={formatDate(service.createdAt)} />
          {service.image ? <img className="service-detail__image" src={mediaUrl(service.image)} alt={`Image of ${service.title}`} /> : <DetailField label="Image" value={NOT_AVAILABLE} />}
          {service.icon ? <img className="service-detail__icon" src={mediaUrl(service.icon)} alt={`Icon of ${service.title}`} /> : <DetailField label="Icon" value={NOT_AVAILABLE} />}
        </>
      )}
    </DetailScreen>
  );
}
