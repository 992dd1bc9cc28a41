import matrix from './menu-matrix.json';
import type { DemoAccount } from './renderApp.tsx';

/**
 * The side- and mobile-menu entries each demo account sees, in order (docs/product.md §1.6). One data file
 * for both suites: the unit tests here and the browser tests (e2e/tests/support/menus.ts).
 */
export const MENU_MATRIX: Readonly<Record<DemoAccount, readonly string[]>> = matrix;
