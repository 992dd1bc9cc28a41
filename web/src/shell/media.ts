/**
 * Media queries from the theme's breakpoints (docs/product.md §1.6). "From 900px" includes 900; "under
 * 1024px" excludes 1024, hence the fractional upper bound.
 */
export const fromWidth = (px: number): string => `@media (min-width: ${px}px)`;
export const belowWidth = (px: number): string => `@media (max-width: ${px - 0.02}px)`;
