/**
 * E-mail preferences (schema/src/auth.graphql `mailPreferences`, docs/mail.md): the viewer's own
 * choice of the categories they can receive, read and changed through the portal's mail route.
 * Codes and security notices are no category: nothing here can turn them off.
 */
import { MAIL_PREFERENCE_MESSAGES } from '@portal/schema';
import type {
  MailCategory,
  MailPreferences,
  MailPreferencesInput,
  Resolvers,
} from '../../__generated__/resolvers.ts';
import { fieldValidationError, isUpstreamStatus } from '../../errors.ts';
import type { Route, UpstreamClient } from '../../upstream/http.ts';
import { ShapeReader } from '../../upstream/shape.ts';

export const MAIL_PREFERENCE_ROUTES = {
  read: { method: 'GET', path: '/v1/preferences/portal/mail' },
  save: { method: 'PUT', path: '/v1/preferences/portal/mail' },
} as const satisfies Record<string, Route>;

export interface MailPreferencesApi {
  read(): Promise<MailPreferences>;
  save(changes: MailPreferencesInput): Promise<MailPreferences>;
}

/** The GraphQL names and the portal's, one pair per category. */
const CATEGORIES = [
  ['bills', 'bills', 'BILLS'],
  ['edNotifications', 'ed_notifications', 'ED_NOTIFICATIONS'],
  ['weeklySummary', 'weekly_summary', 'WEEKLY_SUMMARY'],
] as const satisfies readonly (readonly [keyof MailPreferencesInput, string, MailCategory])[];

const readPreferences = (area: string, route: string, body: unknown): MailPreferences => {
  const shape = ShapeReader.object(area, route, body);
  const offered = new Set(shape.ids('categories'));
  return {
    bills: shape.boolean('bills'),
    edNotifications: shape.boolean('ed_notifications'),
    weeklySummary: shape.boolean('weekly_summary'),
    categories: CATEGORIES.filter(([, portal]) => offered.has(portal)).map(([, , graphql]) => graphql),
  };
};

export function createMailPreferencesApi(portal: UpstreamClient): MailPreferencesApi {
  return {
    async read() {
      return readPreferences(
        portal.area,
        'GET /v1/preferences/portal/mail',
        await portal.call(MAIL_PREFERENCE_ROUTES.read),
      );
    },
    async save(changes) {
      const json = Object.fromEntries(
        CATEGORIES.flatMap(([graphql, portalName]) => {
          const value = changes[graphql];
          return typeof value === 'boolean' ? [[portalName, value]] : [];
        }),
      );
      try {
        return readPreferences(
          portal.area,
          'PUT /v1/preferences/portal/mail',
          await portal.call(MAIL_PREFERENCE_ROUTES.save, { json }),
        );
      } catch (error) {
        if (isUpstreamStatus(error, 400)) {
          // The one refusal the input rule cannot see: a category this person's role never receives.
          const field = CATEGORIES.find(([graphql]) => typeof changes[graphql] === 'boolean')?.[0] ?? 'input';
          throw fieldValidationError([{ field, message: MAIL_PREFERENCE_MESSAGES.notYours }]);
        }
        throw error;
      }
    },
  };
}

export const mailPreferenceResolvers: Resolvers = {
  Query: {
    mailPreferences: (_parent, _args, { upstream }) => upstream.mailPreferences.read(),
  },
  Mutation: {
    setMailPreferences: (_parent, { input }, { upstream }) => upstream.mailPreferences.save(input),
  },
};
