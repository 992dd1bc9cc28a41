/**
 * schema/src/points.graphql: Pontos e Vouchers (the viewer's vouchers) and Gerenciador de Vouchers.
 *
 * Lists call upstream once per page; `Voucher.customer` resolves through the per-request
 * `affiliateNames` DataLoader, so a page of 100 vouchers makes one names call, not 100.
 */
import { idArgumentSchema, POINTS_CODE_INVALID, pageSchema, saleListSchema } from '@portal/schema';
import type {
  PointStatus,
  PointsMemberType,
  Resolvers,
  Role,
  SortDirection,
  VoucherStatus,
} from '../../__generated__/resolvers.ts';
import { rolesFromText } from '../../auth/roles.ts';
import { gatewayError, isUpstreamStatus } from '../../errors.ts';
import type { Context } from '../../kernel/context.ts';
import { internalValue } from '../../kernel/enums.ts';
import { type ListFilterArgs, toolbarArgs } from '../../kernel/list-filter.ts';
import { VIEWER } from '../../kernel/me.ts';
import { validateInput } from '../../validation.ts';
import { POINT_STATUSES, VOUCHER_STATUSES, type VoucherView } from './upstream.ts';

/** docs/product.md §7.2: the programme is accepted when points_and_vouchers is ACCEPTED. */
export const PROGRAMME_ACCEPTED = 'ACCEPTED';

/** What `Query.pointsMembership` answers: whose membership (null: none), and its status. */
export interface PointsMembershipSource {
  memberType: PointsMemberType | null;
  programmeStatus: string;
  accepted: boolean;
}

/** Upstream's answer for a viewer without a membership of any type (docs/product.md §1.7). */
export const NOT_AFFILIATE = 'NOT_AFFILIATE';

/**
 * docs/product.md §1.7: the membership a viewer reads is the user's for an affiliate, else the
 * unit's for a branch user, else the holding's for a holding user; anyone else has none.
 */
export function ownMemberType(roles: readonly Role[]): PointsMemberType | null {
  if (roles.includes('AFFILIATED')) return 'USER';
  if (roles.includes('BRANCH')) return 'UNITS';
  return roles.includes('HOLDING') ? 'HOLDING' : null;
}

const UPSTREAM_MEMBER_TYPE = { USER: 'user', UNITS: 'units', HOLDING: 'holding' } as const;

/** The status of `memberType`'s membership (one upstream call), or NOT_AFFILIATE without one. */
async function membership(
  memberType: PointsMemberType | null,
  { upstream }: Context,
): Promise<PointsMembershipSource> {
  if (!memberType) return { memberType, programmeStatus: NOT_AFFILIATE, accepted: false };
  const programmeStatus = await upstream.points.programmeStatus(UPSTREAM_MEMBER_TYPE[memberType]);
  return { memberType, programmeStatus, accepted: programmeStatus === PROGRAMME_ACCEPTED };
}

interface VoucherArgs extends ListFilterArgs {
  status?: VoucherStatus | null;
  order?: SortDirection | null;
}

/**
 * One page of `view`, its arguments checked first (BAD_USER_INPUT with fieldErrors): the sales
 * lists' rule (paging, a search of 100 characters at most, a period not ending before it starts).
 */
async function voucherPage(view: VoucherView, args: VoucherArgs, { loaders }: Context) {
  const { page, pageSize, search, from, to } = await toolbarArgs(saleListSchema, args);
  return loaders.points.vouchers(view, {
    page,
    pageSize,
    order: args.order ?? 'DESC',
    status: internalValue(args.status, VOUCHER_STATUSES),
    search,
    from,
    to,
  });
}

interface PointArgs {
  page?: number | null;
  pageSize?: number | null;
  status?: PointStatus | null;
  order?: SortDirection | null;
}

async function pointPage(args: PointArgs, { loaders }: Context) {
  const { page, pageSize } = await validateInput(pageSchema, { page: args.page, pageSize: args.pageSize });
  return loaders.points.points({
    page,
    pageSize,
    order: args.order ?? 'DESC',
    status: internalValue(args.status, POINT_STATUSES),
  });
}

/**
 * docs/product.md §5: upstream's refusal of a programme code ('Code not valid') or of a voucher
 * secret (the same 400 whether or not the voucher exists) reads 'Código inválido', with the field.
 */
function invalidCode(field: 'code' | 'secret') {
  return (error: unknown): never => {
    if (isUpstreamStatus(error, 400)) {
      throw gatewayError('BAD_USER_INPUT', POINTS_CODE_INVALID, [{ field, message: POINTS_CODE_INVALID }]);
    }
    throw error;
  };
}

export const pointsResolvers: Resolvers = {
  Query: {
    // The viewer is loaded once per request for the role rules already: no upstream call here.
    pointsAndVouchers: async (_root, _args, { loaders }) => {
      const info = (await loaders.viewer.load(VIEWER)).userInfo;
      // A user still joining may have only status_points set (upstream mirrors both once they move).
      const programmeStatus = info?.pointsAndVouchers ?? info?.statusPoints ?? null;
      return { programmeStatus, accepted: programmeStatus === PROGRAMME_ACCEPTED };
    },
    managedVouchers: (_root, args, context) => voucherPage('managed', args, context),
    // Converter pontos: an affiliate's own membership, else (a branch user) the unit's ED programme.
    pointsConversion: async (_root, _args, context) => {
      const roles = rolesFromText((await context.loaders.viewer.load(VIEWER)).roles);
      const memberType: PointsMemberType = roles.includes('AFFILIATED') ? 'USER' : 'UNITS';
      const { programmeStatus, accepted } = await membership(memberType, context);
      return { memberType, programmeStatus, accepted };
    },
    // Any signed-in viewer: the holding's status for a holding user (Gerenciador de Vouchers).
    pointsMembership: async (_root, _args, context) =>
      membership(ownMemberType(rolesFromText((await context.loaders.viewer.load(VIEWER)).roles)), context),
    pointsProgrammeVideo: (_root, _args, { upstream }) => upstream.points.programmeVideo(),
    voucher: async (_root, args, { upstream }) => {
      const { id } = await validateInput(idArgumentSchema, args);
      return upstream.points.voucher(id);
    },
  },
  Mutation: {
    // One mutation answers the new summary, so the web updates its cards without a refetch.
    convertPoints: async (_root, { points, beneficiaryId }, { upstream }) => {
      const issued = await upstream.points.issueVoucher({
        points,
        ...(beneficiaryId ? { beneficiary: beneficiaryId } : {}),
      });
      return { voucher: issued.voucher, secret: issued.secret, pointSummary: issued.summary };
    },
    validatePointsCode: (_root, { code }, { upstream }) =>
      upstream.points.validateCode(code).catch(invalidCode('code')),
    useVoucher: (_root, { secret }, { upstream }) =>
      upstream.points.useVoucher(secret).catch(invalidCode('secret')),
    // docs/product.md §7.2: the web reloads the programme state after each step, so each answers
    // only the new status.
    joinPointsProgramme: async (_root, { type }, { upstream, loaders }) =>
      upstream.points.agree(
        memberType(type ?? null, rolesFromText((await loaders.viewer.load(VIEWER)).roles)),
      ),
    // The answer's summary lets the web update its cards without asking again.
    convertCommissionsToPoints: async (_root, { commissionIds }, { upstream }) => {
      const done = await upstream.points.convertCommissions(commissionIds);
      return { converted: done.converted, points: done.points, pointSummary: done.summary };
    },
    signPointsProgramme: (_root, _args, { upstream }) => upstream.points.accept(),
    resendPointsCode: (_root, _args, { upstream }) => upstream.points.resendCode(),
  },
  PointsAndVouchers: {
    // Not in the programme: an explanatory state on the web, nothing asked of upstream.
    voucherSummary: ({ accepted }, _args, { loaders }) =>
      accepted ? loaders.points.voucherSummary('own') : null,
    vouchers: ({ accepted }, args, context) => (accepted ? voucherPage('own', args, context) : null),
    pointSummary: ({ accepted }, _args, { loaders }) => (accepted ? loaders.points.pointSummary() : null),
    points: ({ accepted }, args, context) => (accepted ? pointPage(args, context) : null),
  },
  PointsConversion: {
    pointSummary: ({ accepted }, _args, { loaders }) => (accepted ? loaders.points.pointSummary() : null),
    convertibleCommissions: async ({ accepted }, args, { upstream }) => {
      if (!accepted) return null;
      const { page, pageSize } = await validateInput(pageSchema, {
        page: args.page,
        pageSize: args.pageSize,
      });
      return upstream.points.convertibleCommissions({ page, pageSize });
    },
  },
  Voucher: {
    customer: (voucher, _args, { loaders }) => loaders.affiliateNames.load(voucher.customerId),
  },
};

/**
 * Upstream's member type for joining: the one asked for, else the viewer's own kind (an affiliate
 * joins as a user; a branch user joins the unit, the ED programme; the holding joins itself).
 */
function memberType(asked: PointsMemberType | null, roles: readonly Role[]): 'user' | 'units' | 'holding' {
  // Anyone else is refused by upstream (403) as the holding.
  return UPSTREAM_MEMBER_TYPE[asked ?? ownMemberType(roles) ?? 'HOLDING'];
}
