/**
 * ED notifications by e-mail (docs/mail.md): each recipient with an address gets an outbox row in
 * the notification's own transaction, unless they turned the category off.
 */
import { describe, expect, it } from 'vitest';
import { organisationId } from '../../db/seed/organisations.ts';
import { DEMO_USERS, userId } from '../../db/seed/users.ts';
import { useTestUpstream } from '../../testing/harness.ts';
import { savePreferences } from '../mail/preferences.ts';
import { createEdNotification } from './queries.ts';

const up = useTestUpstream();

const mailsTitled = (title: string) =>
  up()
    .db.selectFrom('mail_messages')
    .select(['recipient', 'user_id', 'category', 'template', 'data', 'state'])
    .where('template', '=', 'ed-notification')
    .where(({ ref, eb }) => eb(ref('data', '->>').key('title' as never), '=', title))
    .orderBy('recipient')
    .execute();

const copiesTitled = (title: string) =>
  up()
    .db.selectFrom('notifications')
    .select('user_id')
    .where('title', '=', title)
    .orderBy('user_id')
    .execute();

describe('ED notifications by e-mail', () => {
  it('writes one e-mail per recipient with the notification, in the ED notifications category', async () => {
    const title = 'Aviso de teste do e-mail das notificações ED';
    const sent = await createEdNotification(
      up().db,
      {
        title,
        message: 'Veja o novo material.',
        type: 'SUCCESS',
        audience: { kind: 'UNIT', unitId: organisationId('unitCentro') },
      },
      { createdBy: userId(DEMO_USERS.holding.username) },
    );
    const mails = await mailsTitled(title);
    expect(sent.recipients).toBeGreaterThan(0);
    expect(mails).toHaveLength(sent.recipients);
    expect(new Set(mails.map((mail) => mail.user_id))).toEqual(
      new Set((await copiesTitled(title)).map((copy) => copy.user_id)),
    );
    const mine = mails.find((mail) => mail.recipient === DEMO_USERS.affiliated.username);
    expect(mine).toMatchObject({
      category: 'ed_notifications',
      state: 'pending',
      data: { name: DEMO_USERS.affiliated.name, title, message: 'Veja o novo material.', type: 'SUCCESS' },
    });
  });

  it('honours a recipient who turned the category off (the bell still gets it)', async () => {
    const person = userId(DEMO_USERS.affiliated.username);
    await savePreferences(up().db, person, { ed_notifications: false });
    const title = 'Sem e-mail para quem desativou';
    await createEdNotification(
      up().db,
      { title, message: 'Texto.', type: 'INFO', audience: { kind: 'EDS', edIds: [person] } },
      { createdBy: null },
    );
    expect(await copiesTitled(title)).toEqual([{ user_id: person }]);
    expect(await mailsTitled(title)).toEqual([]);
    await savePreferences(up().db, person, { ed_notifications: true });
  });

  it('writes them in the notification transaction: an interruption after the e-mails leaves none of it', async () => {
    const title = 'Interrompida depois dos e-mails';
    await expect(
      createEdNotification(
        up().db,
        {
          title,
          message: 'Texto.',
          type: 'INFO',
          audience: { kind: 'UNIT', unitId: organisationId('unitCentro') },
        },
        {
          createdBy: null,
          afterMail: () => Promise.reject(new Error('interrupted')),
        },
      ),
    ).rejects.toThrow('interrupted');
    expect(await mailsTitled(title)).toEqual([]);
    expect(await copiesTitled(title)).toEqual([]);
  });
});
