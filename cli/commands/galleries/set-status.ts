import { graphql } from '#gql';
import { setStatusCommand } from '../../lib/set-status-command.ts';

const SetGalleryImageStatusDocument = graphql(`
  mutation CliSetGalleryImageStatus($id: ID!, $status: Status!) {
    setGalleryImageStatus(id: $id, status: $status) {
      message
      galleryImage {
        ...CliGalleryImageFields
      }
    }
  }
`);

/** `venue galleries set-status <id> <active|inactive>`. */
export const galleriesSetStatusCommand = setStatusCommand({
  description: 'show or hide a gallery picture',
  noun: 'gallery picture',
  recordNoun: 'picture',
  document: SetGalleryImageStatusDocument,
  reply: (data) => ({ message: data.setGalleryImageStatus.message, record: data.setGalleryImageStatus.galleryImage }),
});
