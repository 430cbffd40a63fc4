import { useState } from 'react';
import { CROP_ASPECTS } from '#domain/media';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { ImageCropField } from '../../../components/media/ImageCropField.tsx';
import { isStaleRefusal, reportError } from '../../../lib/toasts.ts';
import { useOneSave, type Reload } from '../../../lib/useOneSave.ts';
import { followUsApi } from '../api.ts';
import { followLabel } from '#domain/follow-us';
import type { FollowCardItem } from './FollowCard.tsx';

/**
 * "Edit image": crop and upload a new picture; it is saved to the slot as soon as the upload
 * succeeds, made from the slot's version on its card. A picture chosen and not yet saved is a
 * change: closing the popup then asks first. Refused because someone changed the slot since, the
 * uploaded picture stays, with Reload (`onReload`: the slot as now saved) and Save anyway.
 */
export function FollowImageEditor({ follow, onClose, onSaved, onReload }: { follow: FollowCardItem; onClose: () => void; onSaved: (saved: { id: string; image?: string | null; updatedAt: string }) => void; onReload: Reload }) {
  const [chosen, setChosen] = useState(false);
  // The picture uploaded for the slot and not saved to it yet (its save was refused).
  const [uploaded, setUploaded] = useState<string>();
  const { run, stale } = useOneSave(follow.updatedAt);
  const save = (image: string, overwrite = false) => {
    setUploaded(image);
    void run(async (expectedUpdatedAt) => {
      try {
        onSaved(await followUsApi.update(follow.id, { image }, overwrite ? undefined : expectedUpdatedAt));
      } catch (error) {
        if (!isStaleRefusal(error)) reportError(error);
        throw error;
      }
      onClose();
    }, () => undefined);
  };
  return (
    <FormDialog
      title={`Edit ${followLabel(follow.position)}`}
      onClose={onClose}
      unsaved={{ values: {}, initial: {}, chosen: chosen || uploaded !== undefined }}
      stale={stale && { ...stale, saveAnyway: () => uploaded && save(uploaded, true) }}
      onReload={onReload}
    >
      <ImageCropField label="Image" section="follows" aspect={CROP_ASPECTS.followUs} value={uploaded ?? follow.image} onChange={(picture) => save(picture.Key)} onPendingChange={setChosen} />
    </FormDialog>
  );
}
