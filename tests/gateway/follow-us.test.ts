import { describe, expect, test } from 'vitest';
import { useTestStack } from '../support/use-test-stack.ts';
import { pngBytes, uploadFiles } from '../support/media-files.ts';
import { codes, gql } from './lib/gql.ts';

const FOLLOWS = '{ follows { count items { id position image status } } }';
const SET_IMAGE = 'mutation ($id: ID!, $image: String!) { setFollowImage(id: $id, image: $image) { message follow { id image status } } }';
const SET_STATUS = 'mutation ($id: ID!, $status: Status!) { setFollowStatus(id: $id, status: $status) { message follow { id status } } }';

type Follow = { id: string; position: number; image: string | null; status: string };

const stack = useTestStack();
const asAdmin = <T>(query: string, variables?: Record<string, unknown>) => gql<T>(stack.gatewayUrl, query, { variables, token: stack.api.adminToken });

describe('Follow Us through GraphQL', () => {
  test('lists the six slots, takes an uploaded image and switches status', async () => {
    const list = await asAdmin<{ follows: { count: number; items: Follow[] } }>(FOLLOWS);
    expect(list.data?.follows.count).toBe(6);
    const [first] = list.data!.follows.items;
    expect(first).toMatchObject({ position: 1, image: null, status: 'ACTIVE' });

    const key = (await uploadFiles(stack.gatewayUrl, '/upload', 'follows', [{ bytes: pngBytes(30, 40), name: 'a.png' }], stack.api.adminToken)).body.data![0]!.Key;
    const image = await asAdmin<{ setFollowImage: { message: string; follow: Follow } }>(SET_IMAGE, { id: first!.id, image: key });
    expect(image.data?.setFollowImage).toEqual({ message: 'Follow us image updated successfully', follow: { id: first!.id, image: key, status: 'ACTIVE' } });

    const status = await asAdmin<{ setFollowStatus: { message: string; follow: Follow } }>(SET_STATUS, { id: first!.id, status: 'INACTIVE' });
    expect(status.data?.setFollowStatus).toEqual({ message: 'Follow us status updated successfully', follow: { id: first!.id, status: 'INACTIVE' } });
  });

  test('maps refusals to codes with the API’s message', async () => {
    const [first] = (await asAdmin<{ follows: { items: Follow[] } }>(FOLLOWS)).data!.follows.items;
    const missing = await asAdmin(SET_IMAGE, { id: first!.id, image: 'follows/00000000-0000-4000-8000-000000000000.png' });
    expect(codes(missing)).toEqual(['BAD_USER_INPUT']);
    expect(missing.errors?.[0]?.message).toBe('image must be the key of an uploaded image');
    expect(codes(await asAdmin(SET_STATUS, { id: '00000000-0000-4000-8000-000000000000', status: 'ACTIVE' }))).toEqual(['NOT_FOUND']);
    expect(codes(await gql(stack.gatewayUrl, FOLLOWS))).toEqual(['UNAUTHENTICATED']);
  });
});
