export { followLabel } from '#domain/areas/follow-us';
