import { createContext, type ReactNode, use } from 'react';
import { APP_NAME } from './config.ts';

const RouteTitleContext = createContext<string>(APP_NAME);

/** Gives the page its route-table title and sets the document title (React 19 hoists <title>). */
export const RouteTitleProvider = ({ title, children }: { title: string; children: ReactNode }) => (
  <RouteTitleContext value={title}>
    <title>{`${title} | ${APP_NAME}`}</title>
    {children}
  </RouteTitleContext>
);

/** The title of the current route, as written in the route table. */
export const useRouteTitle = (): string => use(RouteTitleContext);
