/**
 * The one-click unsubscribe (docs/mail.md, RFC 8058), reached without signing in through the web's
 * origin: POST turns the bill e-mails off (what a mail client sends, and the page's button); GET
 * only shows the page with that button, since link checkers and previews follow GETs.
 */
import { Router } from 'express';
import type { AppDeps } from '../../../deps.ts';
import { pathParam } from '../../../http/input.ts';
import { isUnsubscribeToken, UNSUBSCRIBE_PATH, unsubscribe } from '../preferences.ts';

const page = (title: string, body: string) =>
  `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>` +
  `<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;max-width:560px;margin:40px auto;padding:0 24px"><h1 style="font-size:22px">${title}</h1>${body}</body></html>`;

const UNKNOWN = page(
  'Link inválido',
  '<p>Este link de descadastro não é válido. Use o link do e-mail mais recente.</p>',
);

export function unsubscribeRoutes({ db }: AppDeps): Router {
  const router = Router();
  const path = `${UNSUBSCRIBE_PATH}/:token`;

  router.get(path, async (req, res) => {
    const known = await isUnsubscribeToken(db, pathParam(req, 'token'));
    res.status(known ? 200 : 404).type('html');
    res.send(
      known
        ? page(
            'Avisos de faturamento por e-mail',
            '<p>Você pode deixar de receber os avisos de faturas por e-mail. Códigos e avisos de segurança continuam a chegar.</p>' +
              '<form method="post"><button type="submit" style="background:#0b4f8a;color:#fff;border:0;border-radius:6px;padding:12px 20px;font-size:16px">Não quero mais receber</button></form>',
          )
        : UNKNOWN,
    );
  });

  router.post(path, async (req, res) => {
    const done = await unsubscribe(db, pathParam(req, 'token'));
    res.status(done ? 200 : 404).type('html');
    res.send(done ? page('Pronto', '<p>Você não receberá mais avisos de faturas por e-mail.</p>') : UNKNOWN);
  });

  return router;
}
