/**
 * Rich text written by staff (a product's terms) is stored exactly as written and sanitised here,
 * on the way out, with a maintained sanitiser (sanitize-html): formatting, lists, tables and links
 * survive; scripts, styles, iframes, event handlers (`on…`) and `javascript:` URLs never reach a
 * page. The web renders only this output.
 */
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags.filter((tag) => tag !== 'style'), 'img'],
  allowedAttributes: {
    a: ['href', 'name', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    '*': [],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  disallowedTagsMode: 'discard',
  transformTags: {
    // Links open apart from the portal and never reach back into it.
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
    // An image the author left undescribed is decorative to screen readers (alt="") rather than unnamed.
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, alt: attribs.alt ?? '' } }),
  },
};

/** Safe HTML for display; null stays null. */
export const sanitizeRichText = (html: string | null | undefined): string | null =>
  html === null || html === undefined ? null : sanitizeHtml(html, OPTIONS);
