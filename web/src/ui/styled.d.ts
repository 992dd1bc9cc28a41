import 'styled-components';
import type { AppTheme } from './theme.ts';

declare module 'styled-components' {
  // Interface merging is the documented way to type the theme; an empty body is intended.
  export interface DefaultTheme extends AppTheme {}
}
