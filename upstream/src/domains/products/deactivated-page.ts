/**
 * The page a buyer sees on a deactivated link (docs/product.md §10.1): the buyer came from a
 * shared message, not from the portal, so it is a small standalone pt-BR page (no script, no
 * outside asset) rather than the portal's JSON error. Nothing in it comes from the request.
 */
export const DEACTIVATED_LINK_TEXTS = {
  title: 'Link desativado',
  heading: 'Este link foi desativado',
  body: 'Quem compartilhou este link o desativou, e ele não leva mais à página de compra. Peça um link novo a quem o enviou.',
} as const;

export const DEACTIVATED_LINK_PAGE = `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${DEACTIVATED_LINK_TEXTS.title}</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;background:#f5f6f8;color:#1f2933}
main{max-width:28rem;margin:1rem;padding:2rem;border-radius:.75rem;background:#fff;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{margin:0 0 .75rem;font-size:1.375rem}
p{margin:0;line-height:1.5}
</style>
</head>
<body>
<main>
<h1>${DEACTIVATED_LINK_TEXTS.heading}</h1>
<p>${DEACTIVATED_LINK_TEXTS.body}</p>
</main>
</body>
</html>
`;
