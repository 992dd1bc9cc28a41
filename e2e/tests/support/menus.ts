import menuMatrix from '../../../web/src/app/testing/menu-matrix.json' with { type: 'json' };

const MATRIX: Readonly<Record<string, readonly string[]>> = menuMatrix;

/**
 * The menu entries a demo account sees, in order: the web unit tests' matrix
 * (web/src/app/testing/menu-matrix.json, keyed by the e-mail's local part), never a second list.
 */
export const menuOf = (email: string): readonly string[] => {
  const entries = MATRIX[email.slice(0, email.indexOf('@'))];
  if (!entries) throw new Error(`menu-matrix.json has no menu for ${email}`);
  return entries;
};
