/**
 * The training domain's mutation input rules: the shared rules of @portal/schema the web forms use,
 * applied by security/input-rules.ts.
 */
import {
  idArgumentSchema,
  trainingAttachmentEditSchema,
  trainingAttachmentMoveSchema,
  trainingCategoryCreateSchema,
  trainingCategoryEditSchema,
  trainingCategoryMoveSchema,
  trainingFileCreateSchema,
  trainingVideoCreateSchema,
} from '@portal/schema';
import type { InputRuleTable } from '../../security/input-rules.ts';

export const INPUT_RULES = {
  createTrainingCategory: { schema: trainingCategoryCreateSchema, argument: 'input' },
  editTrainingCategory: { schema: trainingCategoryEditSchema, argument: 'input' },
  moveTrainingCategory: { schema: trainingCategoryMoveSchema, argument: 'input' },
  deleteTrainingCategory: { schema: idArgumentSchema },
  addTrainingFile: { schema: trainingFileCreateSchema, argument: 'input' },
  addTrainingVideo: { schema: trainingVideoCreateSchema, argument: 'input' },
  editTrainingAttachment: { schema: trainingAttachmentEditSchema, argument: 'input' },
  moveTrainingAttachment: { schema: trainingAttachmentMoveSchema, argument: 'input' },
  deleteTrainingAttachment: { schema: idArgumentSchema },
} as const satisfies InputRuleTable;
