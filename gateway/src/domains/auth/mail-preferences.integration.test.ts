/** E-mail preferences through the gateway and the real upstream (docs/mail.md). */
import { MAIL_PREFERENCE_MESSAGES } from '@portal/schema';
import { describe, expect, it } from 'vitest';
import { setupTestStack } from '../../test/stack.ts';

const stack = setupTestStack();

const READ = '{ mailPreferences { bills edNotifications weeklySummary categories } }';
const SAVE = `mutation ($input: MailPreferencesInput!) {
  setMailPreferences(input: $input) { bills edNotifications weeklySummary categories }
}`;

interface Preferences {
  bills: boolean;
  edNotifications: boolean;
  weeklySummary: boolean;
  categories: string[];
}

describe('mailPreferences', () => {
  it("reads the viewer's choice and the categories their role receives", async () => {
    const affiliate = await stack().gateway.login('afiliado@demo.com.br');
    const read = await stack().gateway.gql<{ mailPreferences: Preferences }>(READ, { token: affiliate });
    expect(read.body.data?.mailPreferences).toEqual({
      bills: true,
      edNotifications: true,
      weeklySummary: true,
      categories: ['BILLS', 'ED_NOTIFICATIONS', 'WEEKLY_SUMMARY'],
    });
    const holding = await stack().gateway.login('holding@demo.com.br');
    const theirs = await stack().gateway.gql<{ mailPreferences: Preferences }>(READ, { token: holding });
    expect(theirs.body.data?.mailPreferences.categories).toEqual([]);
  });

  it('turns a category off and keeps the others', async () => {
    const token = await stack().gateway.login('multi@demo.com.br');
    const saved = await stack().gateway.gql<{ setMailPreferences: Preferences }>(SAVE, {
      token,
      variables: { input: { edNotifications: false } },
    });
    expect(saved.body.errors).toBeUndefined();
    expect(saved.body.data?.setMailPreferences).toMatchObject({
      bills: true,
      edNotifications: false,
      weeklySummary: true,
    });
    const read = await stack().gateway.gql<{ mailPreferences: Preferences }>(READ, { token });
    expect(read.body.data?.mailPreferences.edNotifications).toBe(false);
  });

  it('refuses a category the role never receives, on its field', async () => {
    const token = await stack().gateway.login('unidade@demo.com.br');
    const refused = await stack().gateway.gql(SAVE, {
      token,
      variables: { input: { weeklySummary: false } },
    });
    expect(refused.body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'weeklySummary', message: MAIL_PREFERENCE_MESSAGES.notYours }],
    });
  });
});
