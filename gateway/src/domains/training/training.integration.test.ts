/**
 * Material de Apoio against the real upstream: one query per screen with a constant number of
 * upstream calls (a level: the items; a category: the items and its path), the search, holding-only
 * writes answering the exact toasts, a refused cycle and input errors with fieldErrors before any
 * upstream call.
 */
import { TRAINING_MESSAGES } from '@portal/schema';
import { describe, expect, it } from 'vitest';
import type { DEMO_USERNAMES } from '../../security/access-outcomes.ts';
import { demoRequests, setupTestStack } from '../../test/stack.ts';

const stack = setupTestStack();
const request = demoRequests(stack);

type User = keyof typeof DEMO_USERNAMES;

interface Library {
  trainingLibrary: {
    category: { id: string; title: string } | null;
    breadcrumbs: { id: string; title: string }[];
    items: {
      page: number;
      pageSize: number;
      hasMore: boolean;
      nextPage: number | null;
      items: {
        id: string;
        typeItem: string;
        title: string;
        attachmentType: string | null;
        url: string | null;
      }[];
    };
  };
}

const LIBRARY = `query ($categoryId: ID, $search: String, $type: TrainingSearchType, $page: Int! = 0) {
  trainingLibrary(categoryId: $categoryId, search: $search, type: $type, page: $page) {
    category { id title }
    breadcrumbs { id title }
    items { page pageSize hasMore nextPage items { id typeItem title attachmentType url } }
  }
}`;

const run = async <T>(user: User, query: string, variables?: Record<string, unknown>) => {
  const { body, calls } = await request<T>(user, query, variables);
  return { body, routes: calls.sort() };
};

const write = (user: User, mutation: string, input: Record<string, unknown>) =>
  run<Record<string, { id: string; message: string }>>(
    user,
    `mutation ($input: ${inputType(mutation)}!) { ${mutation}(input: $input) { id message } }`,
    { input },
  );

const INPUT_TYPES: Record<string, string> = {
  createTrainingCategory: 'CreateTrainingCategoryInput',
  moveTrainingCategory: 'MoveTrainingCategoryInput',
  addTrainingVideo: 'AddTrainingVideoInput',
};
const inputType = (mutation: string) => INPUT_TYPES[mutation] ?? '';

describe('trainingLibrary', () => {
  it('lists the root categories in one upstream call', async () => {
    const { body, routes } = await run<Library>('afiliado', LIBRARY);
    expect(body.errors).toBeUndefined();
    const library = body.data?.trainingLibrary;
    expect(library?.breadcrumbs).toEqual([]);
    expect(library?.items).toMatchObject({ page: 0, pageSize: 50, hasMore: false, nextPage: null });
    expect(library?.items.items.map((item) => item.title)).toEqual([
      'Institucional',
      'Marketing digital',
      'Vendas',
    ]);
    expect(routes).toEqual(['GET /me', 'GET /v1/training/items']);
  });

  it('opens a category two levels down with its breadcrumbs, in two upstream calls', async () => {
    const root = await run<Library>('agente', LIBRARY);
    const vendas = root.body.data?.trainingLibrary.items.items.find((item) => item.title === 'Vendas');
    const level = await run<Library>('agente', LIBRARY, { categoryId: vendas?.id });
    const abordagem = level.body.data?.trainingLibrary.items.items.find(
      (item) => item.typeItem === 'CATEGORY',
    );
    const { body, routes } = await run<Library>('agente', LIBRARY, { categoryId: abordagem?.id });
    expect(body.data?.trainingLibrary.breadcrumbs.map((entry) => entry.title)).toEqual([
      'Vendas',
      'Abordagem ao cliente',
    ]);
    const pdf = body.data?.trainingLibrary.items.items.find((item) => item.attachmentType === 'PDF');
    expect(pdf?.url).toMatch(/\/v1\/files\/support-material\..+\.pdf$/);
    expect(routes).toEqual(['GET /me', 'GET /v1/training/categories/{id}', 'GET /v1/training/items']);
  });

  it('searches the whole library by text and type', async () => {
    const { body } = await run<Library>('unidade', LIBRARY, { search: 'roteiro', type: 'DOCX' });
    expect(body.data?.trainingLibrary.items.items.map((item) => item.title)).toEqual([
      'Roteiro de abordagem',
    ]);
    expect(body.data?.trainingLibrary.category).toBeNull();
  });

  it('gives the holding every category with its own attachments counted, in one upstream call', async () => {
    type Node = { id: string; title: string; parentId: string | null; attachmentCount: number };
    const { body, routes } = await run<{ trainingCategories: Node[] }>(
      'holding',
      'query { trainingCategories { id title parentId attachmentCount } }',
    );
    expect(body.errors).toBeUndefined();
    const nodes = body.data?.trainingCategories ?? [];
    // The seed's library has files in some categories and none in others (the roots hold folders).
    expect(nodes.some((node) => node.attachmentCount > 0)).toBe(true);
    expect(nodes.some((node) => node.attachmentCount === 0)).toBe(true);
    expect(nodes.every((node) => Number.isInteger(node.attachmentCount))).toBe(true);
    expect(routes.filter((route) => route.includes('/v1/training'))).toEqual(['GET /v1/training/categories']);
  });

  it('is refused to producers', async () => {
    const { body } = await run<Library>('produtor', LIBRARY);
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('managing the library', () => {
  it('lets only holding write, answering the toasts', async () => {
    const refused = await write('afiliado', 'createTrainingCategory', { title: 'Nova' });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const created = await write('holding', 'createTrainingCategory', { title: 'Nova' });
    expect(created.body.data?.createTrainingCategory?.message).toBe(TRAINING_MESSAGES.categoryAdded);
    const id = created.body.data?.createTrainingCategory?.id;
    const child = await write('holding', 'createTrainingCategory', { title: 'Filha', parentId: id });
    const cycle = await write('holding', 'moveTrainingCategory', {
      id,
      parentId: child.body.data?.createTrainingCategory?.id,
    });
    expect(cycle.body.errors?.[0]?.message).toBe(TRAINING_MESSAGES.moveIntoItself);
    expect(cycle.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const video = await write('holding', 'addTrainingVideo', {
      categoryId: id,
      title: 'Aula',
      url: 'https://videos.example.com/aula',
    });
    expect(video.body.data?.addTrainingVideo?.message).toBe(TRAINING_MESSAGES.videoAdded);
    const deleted = await run<{ deleteTrainingCategory: { message: string } }>(
      'holding',
      'mutation ($id: ID!) { deleteTrainingCategory(id: $id) { id message } }',
      { id },
    );
    expect(deleted.body.data?.deleteTrainingCategory.message).toBe(TRAINING_MESSAGES.categoryDeleted);
  });

  it('refuses bad input with fieldErrors before calling upstream', async () => {
    const { body, routes } = await write('holding', 'addTrainingVideo', {
      categoryId: 'x',
      title: '',
      url: 'ftp://nope',
    });
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(body.errors?.[0]?.extensions?.fieldErrors).toContainEqual(
      expect.objectContaining({ field: 'url', message: TRAINING_MESSAGES.videoUrlInvalid }),
    );
    expect(routes).toEqual([]);
  });
});
