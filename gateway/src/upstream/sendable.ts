/**
 * Input that must never reach upstream, whatever the schema let through: it could only make
 * upstream fail (a 5xx that the gateway would report as an outage) or be cut by a proxy. Fuzzing
 * found each of these. They are the client's fault, so they answer BAD_USER_INPUT.
 *
 * - NUL characters: PostgreSQL refuses them in text ("invalid byte sequence").
 * - Lone surrogates (broken UTF-16): not encodable as UTF-8; encodeURIComponent throws on them.
 * - Empty or overlong path parameters, and URLs beyond what HTTP servers accept (~8 KB).
 */
import { ERROR_TEXT, gatewayError } from '../errors.ts';

/** Ids are UUIDs or short codes; anything this long cannot name a resource. */
export const MAX_PATH_PARAM_LENGTH = 200;
/** Node's default header limit is 16 KB for the whole head; proxies often stop at 8 KB. */
export const MAX_URL_LENGTH = 8_000;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Nesting walked at most; the JSON bodies sent upstream are a few levels deep. */
const MAX_DEPTH = 10;

export const badInput = () => gatewayError('BAD_USER_INPUT', ERROR_TEXT.badInput);

const sendableText = (text: string) => !text.includes('\0') && !LONE_SURROGATE.test(text);

/** Throws BAD_USER_INPUT if any string inside `value` (objects, arrays) cannot be sent. */
export function assertSendable(value: unknown, depth = 0): void {
  if (typeof value === 'string') {
    if (!sendableText(value)) throw badInput();
  } else if (Array.isArray(value)) {
    if (depth < MAX_DEPTH) for (const item of value) assertSendable(item, depth + 1);
  } else if (typeof value === 'object' && value !== null) {
    if (depth < MAX_DEPTH) {
      for (const [key, item] of Object.entries(value)) {
        assertSendable(key, depth + 1);
        assertSendable(item, depth + 1);
      }
    }
  }
}

/** A path parameter as it may travel: non-empty, short, sendable. */
export function assertPathParam(value: string): void {
  if (value === '' || value.length > MAX_PATH_PARAM_LENGTH) throw badInput();
  assertSendable(value);
}

/** Visible ASCII only, as an Authorization header value must be (the recovery token travels so). */
const HEADER_TOKEN = /^[\x21-\x7E]{1,4096}$/;

/** A client-supplied token sent as a bearer header: anything else would fail inside the HTTP client. */
export function assertHeaderToken(value: string): void {
  if (!HEADER_TOKEN.test(value)) throw badInput();
}
