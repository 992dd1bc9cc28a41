/**
 * schema/src/training.graphql: Material de Apoio (docs/product.md §12.1). A screen is one query:
 * the level's page of items and, inside a category, the category with its path for the
 * breadcrumbs; two upstream calls whatever the number of items. Writes pass the validated input
 * on and answer upstream's success toast.
 */
import { TRAINING_ATTACHMENT_TYPES } from '@portal/schema';
import type { Resolvers } from '../../__generated__/resolvers.ts';
import { TRAINING_ROUTES } from './upstream.ts';

export const trainingResolvers: Resolvers = {
  Query: {
    trainingLibrary: async (_root, { categoryId, search, type, page }, context) => {
      const api = context.upstream.training;
      const text = search?.trim() ?? '';
      const searching = text !== '' || (type ?? null) !== null;
      const open = !searching && categoryId ? categoryId : null;
      const [category, items] = await Promise.all([
        open ? api.category(open) : Promise.resolve(null),
        api.items({ categoryId: open, search: text, type: type ?? null, page }),
      ]);
      return {
        category: category?.item ?? null,
        breadcrumbs: category?.path ?? [],
        items,
        attachmentTypes: [...TRAINING_ATTACHMENT_TYPES],
      };
    },
    trainingCategories: (_root, _args, context) => context.upstream.training.categories(),
  },
  Mutation: {
    createTrainingCategory: (_root, { input }, context) =>
      context.upstream.training.write(TRAINING_ROUTES.createCategory, null, input),
    editTrainingCategory: (_root, { input: { id, ...rest } }, context) =>
      context.upstream.training.write(TRAINING_ROUTES.editCategory, id, rest),
    moveTrainingCategory: (_root, { input: { id, parentId } }, context) =>
      context.upstream.training.write(TRAINING_ROUTES.moveCategory, id, { parentId: parentId ?? null }),
    deleteTrainingCategory: (_root, { id }, context) =>
      context.upstream.training.write(TRAINING_ROUTES.deleteCategory, id, undefined),
    addTrainingFile: (_root, { input }, context) =>
      context.upstream.training.write(TRAINING_ROUTES.addFile, null, input),
    addTrainingVideo: (_root, { input }, context) =>
      context.upstream.training.write(TRAINING_ROUTES.addVideo, null, input),
    editTrainingAttachment: (_root, { input: { id, ...rest } }, context) =>
      context.upstream.training.write(TRAINING_ROUTES.editAttachment, id, rest),
    moveTrainingAttachment: (_root, { input: { id, categoryId } }, context) =>
      context.upstream.training.write(TRAINING_ROUTES.moveAttachment, id, { categoryId }),
    deleteTrainingAttachment: (_root, { id }, context) =>
      context.upstream.training.write(TRAINING_ROUTES.deleteAttachment, id, undefined),
  },
};
