import { CROP_ASPECTS } from '#domain/media';
import { ImageCropField } from '../../../components/media/ImageCropField.tsx';
import { Modal } from '../../../components/ui/Modal.tsx';
import { reportError } from '../../../lib/toasts.ts';
import { followUsApi } from '../api.ts';
import { followLabel } from '#domain/follow-us';
import type { FollowCardItem } from './FollowCard.tsx';

/** "Edit image": crop and upload a new picture; it is saved to the slot as soon as the upload succeeds. */
export function FollowImageEditor({ follow, onClose, onSaved }: { follow: FollowCardItem | null; onClose: () => void; onSaved: (id: string, image: string) => void }) {
  const save = async (id: string, key: string) => {
    try {
      await followUsApi.update(id, { image: key });
      onSaved(id, key);
      onClose();
    } catch (error) {
      reportError(error);
    }
  };
  return (
    <Modal isOpen={!!follow} onClose={onClose} title={follow ? `Edit ${followLabel(follow.position)}` : ''}>
      {follow ? (
        <ImageCropField label="Image" section="follows" aspect={CROP_ASPECTS.followUs} value={follow.image} onChange={(uploaded) => void save(follow.id, uploaded.Key)} />
      ) : null}
    </Modal>
  );
}
