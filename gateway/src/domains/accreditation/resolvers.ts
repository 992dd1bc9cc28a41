/**
 * schema/src/accreditation.graphql: a new affiliate's registration (docs/product.md §3.1), driven
 * signed out with the accreditation session token, and the lookups of its forms. Upstream owns the
 * state machine; the gateway validates input (security/input-rules.ts), limits attempts per client
 * address and e-mail, and maps flows between the schema's enum and upstream's spelling.
 */
import { needsBankDetails } from '@portal/schema';
import type { AccreditationFlow, Resolvers } from '../../__generated__/resolvers.ts';
import { isUpstreamStatus } from '../../errors.ts';
import type { Context } from '../../kernel/context.ts';
import type { UpstreamAccreditationSession, UpstreamFlow } from './upstream.ts';

const TO_UPSTREAM: Record<AccreditationFlow, UpstreamFlow> = {
  NORMAL: 'normal',
  HOLDING: 'holding',
  AGENT: 'agent',
};
const FROM_UPSTREAM: Record<UpstreamFlow, AccreditationFlow> = {
  normal: 'NORMAL',
  holding: 'HOLDING',
  agent: 'AGENT',
};

const toSession = (session: UpstreamAccreditationSession) => ({
  ...session,
  flow: FROM_UPSTREAM[session.flow],
});

/** Wrong codes count against the client's address; right ones and other failures do not. */
const wrongCode = (error: unknown) => error !== null && isUpstreamStatus(error, 400);

const limited = <T>(context: Context, username: string | null, action: () => Promise<T>) =>
  context.rateLimits.accreditation.guard({ ip: context.clientIp, username }, action, wrongCode);

const profileOf = async ({ upstream }: Context) => {
  const profile = await upstream.accreditation.profile();
  return { ...profile, needsBankDetails: needsBankDetails(profile.statusCnpj) };
};

export const accreditationResolvers: Resolvers = {
  Query: {
    myProfile: (_root, _args, context) => profileOf(context),
    accreditationSession: async (_root, { session }, { upstream }) => {
      const found = await upstream.accreditation.session(session);
      return found && toSession(found);
    },
    accreditationAgent: (_root, { agentId }, { upstream }) => upstream.accreditation.agent(agentId),
    banks: (_root, _args, { upstream }) => upstream.accreditation.banks(),
    brazilianStates: (_root, _args, { upstream }) => upstream.accreditation.states(),
    postalAddress: (_root, { cep }, { upstream }) => {
      const digits = cep.replace(/\D/g, '');
      // Not a CEP: nothing to look up (the form says so, as for an unknown one).
      return digits.length === 8 ? upstream.accreditation.postalCode(digits) : null;
    },
  },
  Mutation: {
    setBankDetails: async (_root, { input }, context) => {
      await context.upstream.accreditation.setMyBankDetails(input);
      return profileOf(context);
    },
    updateMyContact: async (_root, { input }, context) => {
      await context.upstream.accreditation.setMyContact(input);
      return profileOf(context);
    },
    changeMyPassword: async (_root, { currentPassword, newPassword }, { upstream }) => {
      await upstream.accreditation.changeMyPassword(currentPassword, newPassword);
      return true;
    },
    requestContract: async (_root, _args, { upstream }) => {
      const { fileName, pdf } = await upstream.accreditation.contract();
      return { fileName, contentBase64: pdf.toString('base64') };
    },
    // Every registration counts: each one writes an account and sends a message.
    startAccreditation: (_root, { flow, agentId, input }, context) =>
      context.rateLimits.accreditation.guard(
        { ip: context.clientIp, username: input.email },
        async () => {
          const started = await context.upstream.accreditation.register(
            TO_UPSTREAM[flow],
            flow === 'AGENT' ? (agentId ?? null) : null,
            input,
          );
          return { session: started.session, state: toSession(started.state) };
        },
        () => true,
      ),
    verifyAccreditationCode: async (_root, { session, code }, context) =>
      toSession(await limited(context, null, () => context.upstream.accreditation.verifyCode(session, code))),
    resendAccreditationCode: async (_root, { session }, { upstream }) => {
      await upstream.accreditation.resendCode(session);
      return true;
    },
    setAccreditationPassword: async (_root, { session, password }, { upstream }) =>
      toSession(await upstream.accreditation.setPassword(session, password)),
    setAccreditationCnpj: async (_root, { session, cnpj }, { upstream }) =>
      toSession(await upstream.accreditation.setCnpj(session, cnpj)),
    setAccreditationBankDetails: async (_root, { session, input }, { upstream }) =>
      toSession(await upstream.accreditation.setBankDetails(session, input)),
  },
};
