/**
 * Support material (docs/upstream-contract/training.md, "Training"): the library's levels and searches,
 * a category with its path, the move targets and the holding's writes. Writes answer the success
 * toast upstream chose, so the web shows exactly that text.
 */
import { TRAINING_ATTACHMENT_TYPES, type TrainingAttachmentType } from '@portal/schema';
import type { Route, UpstreamClient } from '../../upstream/http.ts';
import { ShapeReader } from '../../upstream/shape.ts';

export const TRAINING_ROUTES = {
  items: { method: 'GET', path: '/v1/training/items' },
  category: { method: 'GET', path: '/v1/training/categories/{id}' },
  categories: { method: 'GET', path: '/v1/training/categories' },
  createCategory: { method: 'POST', path: '/v1/training/categories' },
  editCategory: { method: 'PUT', path: '/v1/training/categories/{id}' },
  moveCategory: { method: 'PUT', path: '/v1/training/categories/{id}/parent' },
  deleteCategory: { method: 'DELETE', path: '/v1/training/categories/{id}' },
  addFile: { method: 'POST', path: '/v1/training/attachments/files' },
  addVideo: { method: 'POST', path: '/v1/training/attachments/videos' },
  editAttachment: { method: 'PUT', path: '/v1/training/attachments/{id}' },
  moveAttachment: { method: 'PUT', path: '/v1/training/attachments/{id}/category' },
  deleteAttachment: { method: 'DELETE', path: '/v1/training/attachments/{id}' },
} as const satisfies Record<string, Route>;

export interface UpstreamTrainingItem {
  id: string;
  typeItem: 'CATEGORY' | 'ATTACHMENT';
  title: string;
  thumbnailUrl: string | null;
  parentId: string | null;
  attachmentType: TrainingAttachmentType | null;
  mime: string | null;
  url: string | null;
  fileName: string | null;
}

export interface UpstreamTrainingPage {
  items: UpstreamTrainingItem[];
  page: number;
  pageSize: number;
  hasMore: boolean;
  nextPage: number | null;
}

export interface UpstreamTrainingCategory {
  item: UpstreamTrainingItem;
  path: { id: string; title: string }[];
}

export interface TrainingItemsQuery {
  categoryId: string | null;
  search: string;
  type: string | null;
  page: number;
}

export interface TrainingWritten {
  id: string;
  message: string;
}

export interface TrainingApi {
  items(query: TrainingItemsQuery): Promise<UpstreamTrainingPage>;
  category(id: string): Promise<UpstreamTrainingCategory>;
  categories(): Promise<{ id: string; title: string; parentId: string | null; attachmentCount: number }[]>;
  write(route: Route, id: string | null, json: unknown): Promise<TrainingWritten>;
}

const KINDS = ['CATEGORY', 'ATTACHMENT'] as const;

function readItem(item: ShapeReader): UpstreamTrainingItem {
  const typeItem = item.oneOf('type_item', KINDS);
  const attachment = typeItem === 'ATTACHMENT';
  return {
    id: item.id('id'),
    typeItem,
    title: item.string('title'),
    thumbnailUrl: item.optionalString('thumbnail_url'),
    parentId: attachment ? item.id('category_id') : item.optionalId('parent_id'),
    attachmentType: attachment ? item.oneOf('type', TRAINING_ATTACHMENT_TYPES) : null,
    mime: attachment ? item.optionalString('mime') : null,
    url: attachment ? item.string('url') : null,
    fileName: attachment ? item.optionalString('file_name') : null,
  };
}

export function createTrainingApi(client: UpstreamClient): TrainingApi {
  const read = (route: Route, body: unknown) =>
    ShapeReader.object(client.area, `${route.method} ${route.path}`, body);

  return {
    async items({ categoryId, search, type, page }) {
      const query = {
        page,
        ...(categoryId ? { category_id: categoryId } : {}),
        ...(search ? { search } : {}),
        ...(type ? { type } : {}),
      };
      const body = read(TRAINING_ROUTES.items, await client.call(TRAINING_ROUTES.items, { query }));
      return {
        items: body.array('items').map(readItem),
        page: body.integer('page'),
        pageSize: body.integer('page_size'),
        hasMore: body.boolean('has_more'),
        nextPage: body.optionalInteger('next_page'),
      };
    },
    async category(id) {
      const body = read(
        TRAINING_ROUTES.category,
        await client.call(TRAINING_ROUTES.category, { params: { id } }),
      );
      return {
        item: readItem(body),
        path: body.array('path').map((entry) => ({ id: entry.id('id'), title: entry.string('title') })),
      };
    },
    async categories() {
      const body = read(TRAINING_ROUTES.categories, await client.call(TRAINING_ROUTES.categories));
      return body.array('items').map((entry) => ({
        id: entry.id('id'),
        title: entry.string('title'),
        parentId: entry.optionalId('parent_id'),
        attachmentCount: entry.integer('attachments'),
      }));
    },
    async write(route, id, json) {
      const body = read(route, await client.call(route, { ...(id ? { params: { id } } : {}), json }));
      return { id: body.id('id'), message: body.string('message') };
    },
  };
}
