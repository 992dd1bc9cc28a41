/**
 * Banners and traffic tags (docs/product.md §9.1, §9.2, §9.3) through the gateway and the real
 * upstream: holding creates, edits, swaps and deletes banners; the form rules answer with
 * fieldErrors before any upstream call; admin manages the tags and their ids are public.
 */
import { MESSAGES } from '@portal/schema';
import { describe, expect, it } from 'vitest';
import { setupTestStack } from '../../test/stack.ts';

const stack = setupTestStack();

const FIELDS = 'id name type active order link title description cta desktopUrl';

interface BannerOut {
  id: string;
  name: string;
  type: string;
  order: number;
  active: boolean;
  cta: string | null;
  link: string | null;
  desktopUrl: string | null;
  mobileUrl?: string | null;
}

async function gql<T>(query: string, variables: Record<string, unknown>, username = 'holding') {
  const token = await stack().gateway.login(`${username}@demo.com.br`);
  stack().recorder.reset();
  const { body } = await stack().gateway.gql<T>(query, { token, variables });
  return { body, upstreamCalls: stack().recorder.calls.map((call) => call.route) };
}

const CREATE = `mutation ($banner: CreateBannerInput!) { createBanner(banner: $banner) { ${FIELDS} } }`;
const textual = { name: 'Campanha', type: 'TEXTUAL', title: 'Título', description: 'Descrição' };

describe('banners', () => {
  it("lists upstream's seeded banners first: the IMAGE one with its images, an inactive TEXTUAL", async () => {
    const { body } = await gql<{ banners: BannerOut[] }>(`{ banners { ${FIELDS} mobileUrl } }`, {});
    expect(body.errors).toBeUndefined();
    const seeded = body.data?.banners.slice(0, 3) ?? [];
    expect(seeded.map((banner) => [banner.name, banner.type, banner.active, banner.order])).toEqual([
      ['Cursos com comissão em dobro', 'IMAGE', true, 1],
      ['Comissão em dobro', 'TEXTUAL', true, 2],
      ['Black Friday (encerrada)', 'TEXTUAL', false, 3],
    ]);
    expect(seeded[0]).toMatchObject({
      desktopUrl: expect.stringMatching(/\/v1\/files\/banner-image\.[0-9a-f-]{36}\.png$/),
      mobileUrl: expect.stringMatching(/\/v1\/files\/banner-image\.[0-9a-f-]{36}\.png$/),
    });
  });

  it('holding creates, edits, swaps and deletes; empty strings become null', async () => {
    const first = await gql<{ createBanner: BannerOut }>(CREATE, {
      banner: { ...textual, link: '', cta: '' },
    });
    expect(first.body.errors).toBeUndefined();
    const a = first.body.data?.createBanner;
    expect(a).toMatchObject({ name: 'Campanha', active: true, link: null, cta: null });
    const b = (await gql<{ createBanner: BannerOut }>(CREATE, { banner: { ...textual, name: 'Outra' } })).body
      .data?.createBanner;
    if (!a || !b) throw new Error('not created');

    const swapped = await gql<{ swapBanners: BannerOut[] }>(
      `mutation ($a: ID!, $b: ID!) { swapBanners(banner1: $a, banner2: $b) { id order } }`,
      { a: a.id, b: b.id },
    );
    const orderOf = (id: string) => swapped.body.data?.swapBanners.find((banner) => banner.id === id)?.order;
    expect([orderOf(a.id), orderOf(b.id)]).toEqual([b.order, a.order]);

    const edited = await gql<{ updateBanner: BannerOut }>(
      `mutation ($id: ID!, $changes: UpdateBannerInput!) { updateBanner(id: $id, changes: $changes) { ${FIELDS} } }`,
      {
        id: a.id,
        changes: { type: 'TEXTUAL', title: 'Novo', description: 'D', cta: 'Comprar', active: false },
      },
    );
    expect(edited.body.data?.updateBanner).toMatchObject({ name: 'Campanha', active: false, cta: 'Comprar' });

    const active = await gql<{ activeBanners: BannerOut[] }>('{ activeBanners { id } }', {}, 'afiliado');
    expect(active.body.data?.activeBanners.map((banner) => banner.id)).toContain(b.id);
    expect(active.body.data?.activeBanners.map((banner) => banner.id)).not.toContain(a.id);

    const deleted = await gql<{ deleteBanner: string }>('mutation ($id: ID!) { deleteBanner(id: $id) }', {
      id: a.id,
    });
    expect(deleted.body.data?.deleteBanner).toBe(a.id);
  });

  it('answers the form rules with fieldErrors and calls nothing upstream', async () => {
    const { body, upstreamCalls } = await gql(CREATE, {
      banner: { name: ' ', type: 'IMAGE', link: 'ftp://x', cta: 'c'.repeat(33) },
    });
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: expect.arrayContaining([
        { field: 'name', message: MESSAGES.bannerNameRequired },
        { field: 'link', message: MESSAGES.bannerLinkInvalid },
        { field: 'desktopUrl', message: MESSAGES.bannerDesktopRequired },
        { field: 'mobileUrl', message: MESSAGES.bannerMobileRequired },
        { field: 'cta', message: MESSAGES.bannerCtaTooLong },
      ]),
    });
    expect(upstreamCalls).toEqual([]);
  });

  it('refuses an image that is not an uploaded object of the right size (upstream’s check)', async () => {
    const { body } = await gql(CREATE, {
      banner: {
        name: 'Imagem',
        type: 'IMAGE',
        desktopUrl: 'https://cdn.example.com/d.png',
        mobileUrl: 'https://cdn.example.com/m.png',
      },
    });
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(body.errors?.[0]?.message).toBe(MESSAGES.bannerDesktopUrlInvalid);
  });
});

describe('traffic tags', () => {
  it('admin adds, edits and deletes a tag; blank ids are refused; enabled ids are public', async () => {
    const created = await gql<{ createTrafficTag: { id: string; pixelId: string | null } }>(
      'mutation ($input: TrafficTagInput!) { createTrafficTag(input: $input) { id pixelId gtmId } }',
      { input: { pixelId: ' 9988776655 ' } },
      'admin',
    );
    const tag = created.body.data?.createTrafficTag;
    expect(tag?.pixelId).toBe('9988776655');

    const blank = await gql(
      'mutation ($input: TrafficTagInput!) { createTrafficTag(input: $input) { id } }',
      { input: { gtmId: '   ' } },
      'admin',
    );
    expect(blank.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'gtmId', message: MESSAGES.trafficGtmInvalid }],
    });
    // Issue 29: the ids' real formats, both fields at once.
    const abc = await gql(
      'mutation ($input: TrafficTagInput!) { createTrafficTag(input: $input) { id } }',
      { input: { pixelId: 'abc', gtmId: 'abc' } },
      'admin',
    );
    expect(abc.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [
        { field: 'pixelId', message: MESSAGES.trafficPixelFormat },
        { field: 'gtmId', message: MESSAGES.trafficGtmFormat },
      ],
    });

    const edited = await gql<{ updateTrafficTag: { gtmId: string } }>(
      'mutation ($id: ID!, $input: TrafficTagInput!) { updateTrafficTag(id: $id, input: $input) { gtmId } }',
      { id: tag?.id, input: { pixelId: '9988776655', gtmId: 'GTM-XYZ9' } },
      'admin',
    );
    expect(edited.body.data?.updateTrafficTag.gtmId).toBe('GTM-XYZ9');

    const open = await stack().gateway.gql<{ publicTrafficTags: { pixelIds: string[]; gtmIds: string[] } }>(
      '{ publicTrafficTags { pixelIds gtmIds } }',
    );
    // Upstream's seeded enabled tags (Meta pixel, GTM container) first, the new one after.
    expect(open.body.data?.publicTrafficTags).toEqual({
      pixelIds: ['1234567890123456', '9988776655'],
      gtmIds: ['GTM-5QX7K2M', 'GTM-XYZ9'],
    });

    const deleted = await gql<{ deleteTrafficTag: string }>(
      'mutation ($id: ID!) { deleteTrafficTag(id: $id) }',
      { id: tag?.id },
      'admin',
    );
    expect(deleted.body.data?.deleteTrafficTag).toBe(tag?.id);
  });
});
