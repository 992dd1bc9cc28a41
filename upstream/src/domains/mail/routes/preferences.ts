/**
 * The signed-in person's e-mail preferences (docs/mail.md "Preferences and one-click unsubscribe"):
 * which of the categories they can receive are on. Codes and security notices are no category and
 * cannot be turned off. A person's own choice: API clients never read or change it.
 */
import { Router } from 'express';
import type { AppDeps } from '../../../deps.ts';
import { authenticate, requirePersonalSession, viewerOf } from '../../../http/auth.ts';
import { HttpError } from '../../../http/errors.ts';
import { jsonObject } from '../../../http/input.ts';
import type { MailCategory } from '../../../kernel/mail.ts';
import { categoriesFor, type MailPreferences, preferencesOf, savePreferences } from '../preferences.ts';

export const PREFERENCES_PATH = '/v1/preferences/portal/mail';

export const PREFERENCE_MESSAGES = {
  invalid: 'Preferências inválidas: informe verdadeiro ou falso para cada categoria.',
  notYours: 'Esta categoria de e-mail não se aplica ao seu perfil.',
} as const;

/** The answer: the choice and the categories this person can receive (the page offers only those). */
const answer = (preferences: MailPreferences, categories: MailCategory[]) => ({ ...preferences, categories });

export function mailPreferenceRoutes(deps: AppDeps): Router {
  const router = Router();
  const auth = authenticate(deps);

  router.get(PREFERENCES_PATH, auth, requirePersonalSession, async (req, res) => {
    const viewer = viewerOf(req);
    res.json(answer(await preferencesOf(deps.db, viewer.id), categoriesFor(viewer.roles)));
  });

  router.put(PREFERENCES_PATH, auth, requirePersonalSession, async (req, res) => {
    const viewer = viewerOf(req);
    const body = jsonObject(req);
    const categories = categoriesFor(viewer.roles);
    const changes: Partial<MailPreferences> = {};
    for (const [key, value] of Object.entries(body)) {
      if (typeof value !== 'boolean') throw new HttpError(400, PREFERENCE_MESSAGES.invalid);
      if (!(categories as string[]).includes(key)) throw new HttpError(400, PREFERENCE_MESSAGES.notYours);
      changes[key as MailCategory] = value;
    }
    res.json(answer(await savePreferences(deps.db, viewer.id, changes), categories));
  });

  return router;
}
