/**
 * The one-click unsubscribe (docs/mail.md, RFC 8058), reached without signing in through the web's
 * origin: POST turns the address's category off (what a mail client sends, and the page's button);
 * GET only shows the page with that button, since link checkers and previews follow GETs. The
 * address names its category (`…/{token}/{slug}`); without one it is the bill e-mails' (the
 * address of the bill e-mails sent before the other categories existed).
 */
import { type RequestHandler, Router } from 'express';
import type { AppDeps } from '../../../deps.ts';
import type { MailCategory } from '../../../kernel/mail.ts';
import { categoryOfSlug, isUnsubscribeToken, UNSUBSCRIBE_PATH, unsubscribe } from '../preferences.ts';

/** The categories as the account page names them (web: MailPreferencesSection). */
export const CATEGORY_LABELS: Record<MailCategory, { title: string; what: string }> = {
  bills: {
    title: 'Avisos de faturas',
    what: 'os avisos das suas faturas (nota fiscal em análise ou recusada, fatura pronta para pagamento e paga)',
  },
  ed_notifications: {
    title: 'Notificações da holding',
    what: 'as notificações que a holding envia aos EDs',
  },
  weekly_summary: {
    title: 'Resumo semanal',
    what: 'o resumo semanal de vendas, comissões e metas do ciclo',
  },
};

const page = (title: string, body: string) =>
  `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>` +
  `<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;max-width:560px;margin:40px auto;padding:0 24px"><h1 style="font-size:22px">${title}</h1>${body}</body></html>`;

const UNKNOWN = page(
  'Link inválido',
  '<p>Este link de descadastro não é válido. Use o link do e-mail mais recente.</p>',
);

const KEEP_COMING = 'Códigos de verificação e avisos de segurança continuam a chegar.';

export function unsubscribeRoutes({ db, config }: AppDeps): Router {
  const router = Router();
  const paths = [`${UNSUBSCRIBE_PATH}/:token`, `${UNSUBSCRIBE_PATH}/:token/:category`];
  const read = (params: Record<string, unknown>) => ({
    token: typeof params.token === 'string' ? params.token : '',
    category: categoryOfSlug(typeof params.category === 'string' ? params.category : undefined),
  });

  const showPage: RequestHandler = async (req, res) => {
    const { token, category } = read(req.params);
    const known = category !== null && (await isUnsubscribeToken(db, token));
    res.status(known ? 200 : 404).type('html');
    if (!known || category === null) {
      res.send(UNKNOWN);
      return;
    }
    const label = CATEGORY_LABELS[category];
    res.send(
      page(
        `${label.title} por e-mail`,
        `<p>Você pode deixar de receber ${label.what} por e-mail. ${KEEP_COMING}</p>` +
          '<form method="post"><button type="submit" style="background:#0b4f8a;color:#fff;border:0;border-radius:6px;padding:12px 20px;font-size:16px">Não quero mais receber</button></form>',
      ),
    );
  };

  const turnOff: RequestHandler = async (req, res) => {
    const { token, category } = read(req.params);
    const done = category !== null && (await unsubscribe(db, token, category));
    res.status(done ? 200 : 404).type('html');
    if (!done || category === null) {
      res.send(UNKNOWN);
      return;
    }
    res.send(
      page(
        'Pronto',
        `<p>Desativado: <strong>${CATEGORY_LABELS[category].title}</strong>. Você não receberá mais ${CATEGORY_LABELS[category].what} por e-mail. ${KEEP_COMING}</p>` +
          `<p>Para voltar a receber, entre no portal e use <a href="${config.webUrl}/meu-perfil">Preferências de e-mail</a> em Meu Perfil (ou Minha conta).</p>`,
      ),
    );
  };

  for (const path of paths) {
    router.get(path, showPage);
    router.post(path, turnOff);
  }

  return router;
}
