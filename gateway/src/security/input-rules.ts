/**
 * Every mutation's input is checked with the shared rules of @portal/schema (the ones the web
 * forms use) before anything is sent upstream: ONE table, a rule per Mutation field, applied with
 * the role rules (auth/rules.ts) in the order authenticate → validate → authorise → resolve. Like
 * the role table it is default-deny: building the schema throws when a mutation has no rule, so a
 * mutation added later cannot skip validation.
 *
 * Validation comes before the role lookup (GET /me) on purpose: invalid input then costs no
 * upstream call at all, and the rules it reveals are the public ones of the web forms.
 *
 * Resolvers receive the validated arguments (trimmed, lowercased where the rule says so); arguments
 * a rule does not name (such as `as`) pass through as GraphQL coerced them.
 */
import {
  accreditationSessionSchema,
  apiClientSchema,
  bankDetailsSchema,
  changeMyPasswordSchema,
  changePasswordRequestSchema,
  closeBillingSchema,
  convertCommissionsSchema,
  convertPointsSchema,
  createBannerSchema,
  createCycleSchema,
  createManagedProductSchema,
  createProducerSchema,
  createProductLinkSchema,
  edActiveSchema,
  edArgumentSchema,
  edFlagSchema,
  edNotificationSchema,
  generateInvoiceSchema,
  idArgumentSchema,
  joinPointsProgrammeSchema,
  loginSchema,
  MESSAGES,
  massChangeStartSchema,
  passwordResetRequestSchema,
  pointsCodeSchema,
  pointsStepSchema,
  pollCampaignsSchema,
  profileContactSchema,
  registerSaleSchema,
  renewSessionSchema,
  requestContractSchema,
  setAccreditationCnpjSchema,
  setAccreditationPasswordSchema,
  startAccreditationSchema,
  startInvoiceGenerationSchema,
  swapBannersSchema,
  trafficTagSchema,
  trainingAttachmentEditSchema,
  trainingAttachmentMoveSchema,
  trainingCategoryCreateSchema,
  trainingCategoryEditSchema,
  trainingCategoryMoveSchema,
  trainingFileCreateSchema,
  trainingVideoCreateSchema,
  unitEditSchema,
  updateBannerArgsSchema,
  updateManagedProductArgsSchema,
  updateProducerArgsSchema,
  updateProductLinkSchema,
  updateTrafficTagArgsSchema,
  updateUnitGoalsSchema,
  uploadInvoiceSchema,
  uploadUrlsSchema,
  useVoucherSchema,
  verifyAccreditationCodeSchema,
  webhookSubscriptionSchema,
} from '@portal/schema';
import type { GraphQLSchema } from 'graphql';
import type { Schema } from 'yup';
import type { Mutation } from '../__generated__/resolvers.ts';
import { validateInput } from '../validation.ts';

export interface InputRule {
  schema: Schema;
  /** Validate only this argument (an input object); field errors then name its fields. */
  argument?: string;
  /** Top-level message instead of the first field's text, where the spec fixes one (login). */
  message?: string;
}

export type InputRuleTable = Readonly<Record<string, InputRule>>;

export const MUTATION_INPUT_RULES = {
  login: { schema: loginSchema, message: MESSAGES.loginBadFields },
  requestPasswordReset: { schema: passwordResetRequestSchema },
  changePassword: { schema: changePasswordRequestSchema },
  renewSession: { schema: renewSessionSchema },
  deleteNotification: { schema: idArgumentSchema },
  sendEdNotification: { schema: edNotificationSchema, argument: 'input' },
  deleteEdNotification: { schema: idArgumentSchema },
  uploadInvoice: { schema: uploadInvoiceSchema },
  generateInvoice: { schema: generateInvoiceSchema },
  startInvoiceGeneration: { schema: startInvoiceGenerationSchema },
  createUploadUrls: { schema: uploadUrlsSchema, argument: 'input' },
  setEdFlag: { schema: edFlagSchema },
  setEdActive: { schema: edActiveSchema },
  requestEdContractSignature: { schema: edArgumentSchema },
  createBanner: { schema: createBannerSchema, argument: 'banner' },
  updateBanner: { schema: updateBannerArgsSchema },
  deleteBanner: { schema: idArgumentSchema },
  swapBanners: { schema: swapBannersSchema },
  createTrafficTag: { schema: trafficTagSchema, argument: 'input' },
  updateTrafficTag: { schema: updateTrafficTagArgsSchema },
  deleteTrafficTag: { schema: idArgumentSchema },
  // Seus produtos (docs/product.md §10.1): a link's product or id and its description.
  createProductLink: { schema: createProductLinkSchema, argument: 'input' },
  updateProductLink: { schema: updateProductLinkSchema, argument: 'input' },
  createApiClient: { schema: apiClientSchema, argument: 'input' },
  revokeApiClient: { schema: idArgumentSchema },
  createWebhookSubscription: { schema: webhookSubscriptionSchema, argument: 'input' },
  deleteWebhookSubscription: { schema: idArgumentSchema },
  replayWebhookDelivery: { schema: idArgumentSchema },
  setBankDetails: { schema: bankDetailsSchema, argument: 'input' },
  startAccreditation: { schema: startAccreditationSchema, argument: 'input' },
  verifyAccreditationCode: { schema: verifyAccreditationCodeSchema },
  resendAccreditationCode: { schema: accreditationSessionSchema },
  setAccreditationPassword: { schema: setAccreditationPasswordSchema },
  setAccreditationCnpj: { schema: setAccreditationCnpjSchema },
  setAccreditationBankDetails: { schema: bankDetailsSchema, argument: 'input' },
  updateMyContact: { schema: profileContactSchema, argument: 'input' },
  changeMyPassword: { schema: changeMyPasswordSchema },
  requestContract: { schema: requestContractSchema },
  convertPoints: { schema: convertPointsSchema },
  validatePointsCode: { schema: pointsCodeSchema },
  useVoucher: { schema: useVoucherSchema },
  joinPointsProgramme: { schema: joinPointsProgrammeSchema },
  signPointsProgramme: { schema: pointsStepSchema },
  resendPointsCode: { schema: pointsStepSchema },
  closeBilling: { schema: closeBillingSchema },
  createCycle: { schema: createCycleSchema, argument: 'input' },
  updateUnitGoals: { schema: updateUnitGoalsSchema, argument: 'input' },
  createTrainingCategory: { schema: trainingCategoryCreateSchema, argument: 'input' },
  editTrainingCategory: { schema: trainingCategoryEditSchema, argument: 'input' },
  moveTrainingCategory: { schema: trainingCategoryMoveSchema, argument: 'input' },
  deleteTrainingCategory: { schema: idArgumentSchema },
  addTrainingFile: { schema: trainingFileCreateSchema, argument: 'input' },
  addTrainingVideo: { schema: trainingVideoCreateSchema, argument: 'input' },
  editTrainingAttachment: { schema: trainingAttachmentEditSchema, argument: 'input' },
  moveTrainingAttachment: { schema: trainingAttachmentMoveSchema, argument: 'input' },
  deleteTrainingAttachment: { schema: idArgumentSchema },
  // Produtos and Gerenciador de produtores (docs/product.md §10.3, §10.4).
  createManagedProduct: { schema: createManagedProductSchema, argument: 'input' },
  updateManagedProduct: { schema: updateManagedProductArgsSchema },
  createProducer: { schema: createProducerSchema, argument: 'input' },
  updateProducer: { schema: updateProducerArgsSchema },
  convertCommissionsToPoints: { schema: convertCommissionsSchema },
  saveUnit: { schema: unitEditSchema, argument: 'input' },
  startMassChange: { schema: massChangeStartSchema, argument: 'input' },
  // Sale registration (docs/integrators.md): the checkout's or a producer's integration call.
  registerSale: { schema: registerSaleSchema, argument: 'input' },
  // 'Atualizar campanhas' takes no arguments; its rule refuses any.
  pollCampaigns: { schema: pollCampaignsSchema },
} as const satisfies Record<Exclude<keyof Mutation, '__typename'>, InputRule>;

export type ArgsValidator = (args: Record<string, unknown>) => Promise<Record<string, unknown>>;

/** The validator of one rule: returns the arguments with the validated ones replaced. */
export function argsValidator(rule: InputRule): ArgsValidator {
  return async (args) => {
    if (rule.argument === undefined) {
      return { ...args, ...(await validateInput(rule.schema, args, rule.message)) };
    }
    const value = await validateInput(rule.schema, args[rule.argument], rule.message);
    return { ...args, [rule.argument]: value };
  };
}

/**
 * The validators by Mutation field, after checking that the table and the schema name the same
 * mutations. Throws at start-up otherwise.
 */
export function mutationValidators(
  schema: GraphQLSchema,
  table: InputRuleTable = MUTATION_INPUT_RULES,
): ReadonlyMap<string, ArgsValidator> {
  const fields = schema.getMutationType()?.getFields() ?? {};
  for (const name of Object.keys(fields)) {
    if (!Object.hasOwn(table, name)) {
      throw new Error(
        `Mutation.${name} has no input rule in gateway/src/security/input-rules.ts (every mutation is validated)`,
      );
    }
  }
  const validators = new Map<string, ArgsValidator>();
  for (const [name, rule] of Object.entries(table)) {
    const field = fields[name];
    if (!field) throw new Error(`Input rule for Mutation.${name}, which the schema does not have`);
    if (rule.argument !== undefined && !field.args.some((arg) => arg.name === rule.argument)) {
      throw new Error(`Input rule for Mutation.${name} names argument "${rule.argument}", which it lacks`);
    }
    validators.set(name, argsValidator(rule));
  }
  return validators;
}
