import { useState } from 'react';
import { CROP_ASPECTS } from '#domain/media';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { ImageCropField } from '../../../components/media/ImageCropField.tsx';
import { reportError } from '../../../lib/toasts.ts';
import { followUsApi } from '../api.ts';
import { followLabel } from '#domain/follow-us';
import type { FollowCardItem } from './FollowCard.tsx';

/**
 * "Edit image": crop and upload a new picture; it is saved to the slot as soon as the upload
 * succeeds. A picture chosen and not yet saved is a change: closing the popup then asks first.
 */
export function FollowImageEditor({ follow, onClose, onSaved }: { follow: FollowCardItem; onClose: () => void; onSaved: (id: string, image: string) => void }) {
  const [chosen, setChosen] = useState(false);
  const save = async (key: string) => {
    try {
      await followUsApi.update(follow.id, { image: key });
      onSaved(follow.id, key);
      onClose();
    } catch (error) {
      reportError(error);
    }
  };
  return (
    <FormDialog title={`Edit ${followLabel(follow.position)}`} onClose={onClose} unsaved={{ values: {}, initial: {}, chosen }}>
      <ImageCropField label="Image" section="follows" aspect={CROP_ASPECTS.followUs} value={follow.image} onChange={(uploaded) => void save(uploaded.Key)} onPendingChange={setChosen} />
    </FormDialog>
  );
}
