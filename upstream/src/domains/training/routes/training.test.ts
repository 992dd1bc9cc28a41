/**
 * Support material over HTTP (docs/product.md §12.1): the seeded three-level library, paging by 50
 * with has_more/next_page, search with a type filter, breadcrumbs, holding-only writes, moves that
 * would make a cycle refused, and a subtree delete that is one transaction and releases its stored
 * objects to the sweep without touching one another row still names.
 */
import { TRAINING_MESSAGES, TRAINING_PAGE_SIZE } from '@portal/schema';
import { describe, expect, it } from 'vitest';
import {
  trainingAttachmentId,
  trainingCategoryId,
  trainingSeedKey,
} from '../../../db/seed/training/index.ts';
import { DEMO_USERS } from '../../../db/seed/users.ts';
import { filesOverride, listDir, storePng } from '../../../testing/files.ts';
import { financeClient } from '../../../testing/finance.ts';
import { useTestUpstream } from '../../../testing/harness.ts';
import { LocalStorage } from '../../files/storage-local.ts';
import { sweepOrphans } from '../../files/sweep.ts';
import { FILE_REFERENCES } from '../../index.ts';
import type { CategoryJson, ItemsPage } from '../library.ts';
import { deleteCategory } from '../manage.ts';

const { dir, overrides } = filesOverride();
const up = useTestUpstream(overrides);
const { call } = financeClient(up);
const { holding, affiliated, branch, agent, producer, admin } = DEMO_USERS;
const T = '/v1/training';

const items = (query = '', username: string = affiliated.username) =>
  call<ItemsPage>(username, `${T}/items${query}`);
const titles = (page: ItemsPage) => page.items.map((item) => item.title);

async function newCategory(
  title: string,
  parentId: string | null = null,
  thumbnailKey: string | null = null,
) {
  const res = await call<{ id: string; message: string }>(holding.username, `${T}/categories`, {
    json: { title, parentId, thumbnailKey },
  });
  expect(res.status).toBe(201);
  return res.body.id;
}

describe('reading the library', () => {
  it('lists the root categories as CATEGORY items, with thumbnails where set', async () => {
    const res = await items();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 0, page_size: 50, has_more: false, next_page: null });
    expect(titles(res.body)).toEqual(['Institucional', 'Marketing digital', 'Vendas']);
    const vendas = res.body.items.find((item) => item.title === 'Vendas');
    expect(vendas).toMatchObject({ type_item: 'CATEGORY', thumbnail_key: trainingSeedKey('thumb-vendas') });
    expect(vendas?.thumbnail_url).toMatch(/\/v1\/files\/support-material\./);
  });

  it('lists a category: subcategories first, then attachments, each with its type and url', async () => {
    const res = await items(`?category_id=${trainingCategoryId('vendas/abordagem')}`);
    expect(res.body.items.map((item) => item.type_item)).toEqual([
      'CATEGORY',
      'ATTACHMENT',
      'ATTACHMENT',
      'ATTACHMENT',
    ]);
    expect(titles(res.body)).toEqual([
      'Roteiros de conversa',
      'Banner da campanha',
      'Guia do afiliado',
      'Vídeo de boas-vindas',
    ]);
    const pdf = res.body.items.find((item) => item.id === trainingAttachmentId('pdf'));
    expect(pdf).toMatchObject({ type: 'PDF', mime: 'application/pdf', file_name: 'guia-do-afiliado.pdf' });
  });

  it('serves the seeded objects as real files', async () => {
    const res = await items(`?category_id=${trainingCategoryId('vendas/abordagem')}`);
    const pdf = res.body.items.find((item) => item.id === trainingAttachmentId('pdf'));
    const file = await up().portal(new URL(pdf && 'url' in pdf ? pdf.url : '').pathname);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('answers a category with its path from the root for the breadcrumbs', async () => {
    const res = await call<CategoryJson>(
      affiliated.username,
      `${T}/categories/${trainingCategoryId('vendas/abordagem/roteiros')}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.path.map((entry) => entry.title)).toEqual([
      'Vendas',
      'Abordagem ao cliente',
      'Roteiros de conversa',
    ]);
  });

  it('searches the whole library by text, with a type filter', async () => {
    expect(titles((await items('?search=roteiro')).body)).toEqual([
      'Roteiros de conversa',
      'Roteiro de abordagem',
    ]);
    expect(titles((await items('?search=roteiro&type=DOCX')).body)).toEqual(['Roteiro de abordagem']);
    expect(titles((await items('?search=roteiro&type=CATEGORY')).body)).toEqual(['Roteiros de conversa']);
    expect(titles((await items('?type=VIDEO')).body)).toEqual(['Live de lançamento']);
    expect(titles((await items('?search=100%25')).body)).toEqual([]);
    expect((await items('?type=EXE')).status).toBe(400);
  });

  it('lets affiliates, branches, holding and agents read; not producers or admins', async () => {
    for (const user of [affiliated, branch, agent, holding])
      expect((await items('', user.username)).status).toBe(200);
    for (const user of [producer, admin]) expect((await items('', user.username)).status).toBe(403);
  });

  it('answers 404 for an unknown or malformed category', async () => {
    expect((await items('?category_id=00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await call(affiliated.username, `${T}/categories/nope`)).status).toBe(404);
  });
});

describe('paging by 50', () => {
  it('answers 50 items with has_more and next_page, then the rest', async () => {
    const parent = await newCategory('Paginação');
    await up()
      .db.insertInto('training_categories')
      .values(
        Array.from({ length: 53 }, (_, i) => ({
          title: `Item ${String(i).padStart(2, '0')}`,
          parent_id: parent,
        })),
      )
      .execute();
    const first = await items(`?category_id=${parent}`);
    expect(first.body.items).toHaveLength(TRAINING_PAGE_SIZE);
    expect(first.body).toMatchObject({ page: 0, page_size: 50, has_more: true, next_page: 1 });
    const second = await items(`?category_id=${parent}&page=1`);
    expect(titles(second.body)).toEqual(['Item 50', 'Item 51', 'Item 52']);
    expect(second.body).toMatchObject({ has_more: false, next_page: null });
  });
});

describe('managing (holding only)', () => {
  it('refuses writes to every other role', async () => {
    for (const user of [affiliated, branch, agent, admin]) {
      const res = await call(user.username, `${T}/categories`, { json: { title: 'X' } });
      expect(res.status).toBe(403);
    }
  });

  it('keeps the card image on an edit that does not name it; null removes it', async () => {
    const thumb = trainingSeedKey('thumb-vendas');
    const id = await newCategory('Com capa', null, thumb);
    const thumbOf = async () =>
      (await call<CategoryJson>(affiliated.username, `${T}/categories/${id}`)).body.thumbnail_key;
    const put = (json: Record<string, unknown>) =>
      call(holding.username, `${T}/categories/${id}`, { method: 'PUT', json });
    expect((await put({ title: 'Com capa 2' })).status).toBe(200);
    expect(await thumbOf()).toBe(thumb);
    expect((await put({ title: 'Sem capa', thumbnailKey: null })).status).toBe(200);
    expect(await thumbOf()).toBeNull();
  });

  it('creates, edits and moves a category and an attachment, answering the toasts', async () => {
    const a = await newCategory('A');
    const b = await newCategory('B', a);
    const edit = await call<{ message: string }>(holding.username, `${T}/categories/${b}`, {
      method: 'PUT',
      json: { title: 'B2' },
    });
    expect(edit.body.message).toBe(TRAINING_MESSAGES.categoryEdited);
    const moved = await call<{ message: string }>(holding.username, `${T}/categories/${b}/parent`, {
      method: 'PUT',
      json: { parentId: null },
    });
    expect(moved.body.message).toBe(TRAINING_MESSAGES.categoryMoved);
    const video = await call<{ id: string; message: string }>(holding.username, `${T}/attachments/videos`, {
      json: { categoryId: a, title: 'Aula', url: 'https://videos.example.com/aula.mp4' },
    });
    expect(video.body.message).toBe(TRAINING_MESSAGES.videoAdded);
    const movedFile = await call<{ message: string }>(
      holding.username,
      `${T}/attachments/${video.body.id}/category`,
      {
        method: 'PUT',
        json: { categoryId: b },
      },
    );
    expect(movedFile.body.message).toBe(TRAINING_MESSAGES.fileMoved);
    expect(titles((await items(`?category_id=${b}`)).body)).toEqual(['Aula']);
    // The audit trail: each write, by the holding, newest first.
    const trail = async (entity: string, id: string) =>
      (
        await call<{ items: { action: string; actor: { id: string } | null }[] }>(
          holding.username,
          `/v1/holding/history?entity=${entity}&entity_id=${id}`,
        )
      ).body.items.map((row) => row.action);
    expect(await trail('training_category', b)).toEqual([
      'training_category.moved',
      'training_category.updated',
      'training_category.created',
    ]);
    expect(await trail('training_attachment', video.body.id)).toEqual([
      'training_attachment.moved',
      'training_attachment.created',
    ]);
  });

  it('refuses moving a category into itself or one of its descendants', async () => {
    const root = await newCategory('Raiz');
    const child = await newCategory('Filha', root);
    const grandchild = await newCategory('Neta', child);
    for (const target of [root, child, grandchild]) {
      const res = await call<{ detail: string }>(holding.username, `${T}/categories/${root}/parent`, {
        method: 'PUT',
        json: { parentId: target },
      });
      expect(res.status).toBe(400);
      expect(res.body.detail).toBe(TRAINING_MESSAGES.moveIntoItself);
    }
    const path = await call<CategoryJson>(holding.username, `${T}/categories/${grandchild}`);
    expect(path.body.path.map((entry) => entry.title)).toEqual(['Raiz', 'Filha', 'Neta']);
  });

  it('adds a stored file with the type its upload recorded; refuses thumbnails that are not images', async () => {
    const category = await newCategory('Arquivos');
    const png = await storePng(up().db, dir);
    const res = await call<{ id: string; message: string }>(holding.username, `${T}/attachments/files`, {
      json: { categoryId: category, title: 'Logo', fileKey: png, fileName: 'logo.png' },
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(TRAINING_MESSAGES.fileAdded);
    const listed = await items(`?category_id=${category}`);
    expect(listed.body.items[0]).toMatchObject({ type: 'PNG', mime: 'image/png', file_name: 'logo.png' });
    const missing = await call<{ detail: string }>(holding.username, `${T}/attachments/files`, {
      json: { categoryId: category, title: 'X', fileKey: 'support-material.nope.pdf', fileName: 'x.pdf' },
    });
    expect(missing.status).toBe(400);
    const badThumb = await call<{ detail: string }>(holding.username, `${T}/categories`, {
      json: { title: 'Capa', thumbnailKey: trainingSeedKey('pdf') },
    });
    expect(badThumb.body.detail).toBe(TRAINING_MESSAGES.thumbnailNotImage);
  });
});

describe('deleting a subtree', () => {
  async function tree() {
    const root = await newCategory('Apagar');
    const child = await newCategory('Filha', root);
    const grandchild = await newCategory('Neta', child);
    const own = await storePng(up().db, dir, 2 * 24 * 3600);
    const shared = await storePng(up().db, dir, 2 * 24 * 3600);
    await call(holding.username, `${T}/attachments/files`, {
      json: {
        categoryId: grandchild,
        title: 'Própria',
        fileKey: own,
        fileName: 'a.png',
        thumbnailKey: shared,
      },
    });
    // Another category outside the subtree uses the same image: it must survive the sweep.
    const keeper = await newCategory('Fica', null, shared);
    return { root, child, grandchild, own, shared, keeper };
  }

  const count = async (
    table: 'training_categories' | 'training_attachments',
    ids: string[],
    column = 'id' as const,
  ) => (await up().db.selectFrom(table).select(column).where(column, 'in', ids).execute()).length;

  it('removes the rows in one transaction: an interruption leaves them all', async () => {
    const { root, child, grandchild } = await tree();
    await expect(
      deleteCategory(up().db, root, {
        afterAttachments: () => Promise.reject(new Error('interrupted')),
      }),
    ).rejects.toThrow('interrupted');
    expect(await count('training_categories', [root, child, grandchild])).toBe(3);
    const attachments = await up()
      .db.selectFrom('training_attachments')
      .select('id')
      .where('category_id', '=', grandchild)
      .execute();
    expect(attachments).toHaveLength(1);
  });

  it('removes the subtree and lets the sweep remove its objects, not one still referenced', async () => {
    const { root, child, grandchild, own, shared, keeper } = await tree();
    // What the deletion takes along, as the confirmation counts it from the listing: the
    // categories below the root and each one's own attachments.
    const listed = await call<{ items: { id: string; parent_id: string | null; attachments: number }[] }>(
      holding.username,
      `${T}/categories`,
    );
    const byId = new Map(listed.body.items.map((entry) => [entry.id, entry]));
    expect(byId.get(child)).toMatchObject({ parent_id: root, attachments: 0 });
    expect(byId.get(grandchild)).toMatchObject({ parent_id: child, attachments: 1 });
    const res = await call<{ message: string; deleted: { categories: number; attachments: number } }>(
      holding.username,
      `${T}/categories/${root}`,
      { method: 'DELETE' },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: TRAINING_MESSAGES.categoryDeleted,
      deleted: { categories: 3, attachments: 1 },
    });
    expect(await count('training_categories', [root, child, grandchild])).toBe(0);
    const removed = await sweepOrphans(up().db, new LocalStorage(dir), {
      graceSeconds: 24 * 3600,
      references: FILE_REFERENCES,
    });
    expect(removed).toContain(own);
    expect(removed).not.toContain(shared);
    const stored = await listDir(dir);
    expect(stored).not.toContain(own);
    expect(stored).toContain(shared);
    // The seeded library's objects are referenced too.
    expect(stored).toContain(trainingSeedKey('pdf'));
    expect(await count('training_categories', [keeper])).toBe(1);
  });

  it('deletes one attachment with its toast', async () => {
    const res = await call<{ message: string }>(
      holding.username,
      `${T}/attachments/${trainingAttachmentId('zip')}`,
      {
        method: 'DELETE',
      },
    );
    expect(res.body.message).toBe(TRAINING_MESSAGES.fileDeleted);
    expect((await call(holding.username, `${T}/attachments/${trainingAttachmentId('zip')}`)).status).toBe(
      404,
    );
  });
});
