/** The page every upstream list answers (docs/upstream-contract.md, "Page") and how we ask for one. */
import type { ShapeReader } from '../upstream/shape.ts';

export type Order = 'ASC' | 'DESC';

export interface PageQuery {
  page: number;
  pageSize: number;
  order: Order;
}

export interface UpstreamPage<T> {
  items: T[];
  totalRows: number;
  page: number;
  pageSize: number;
}

export const readPage = <T>(page: ShapeReader, readItem: (item: ShapeReader) => T): UpstreamPage<T> => ({
  items: page.array('items').map(readItem),
  totalRows: page.integer('totalRows'),
  page: page.integer('page'),
  pageSize: page.integer('pageSize'),
});

/** What a skipped or empty list answers: the page asked for, with nothing in it. */
export const emptyPage = <T>(page: number, pageSize: number) => ({
  items: [] as T[],
  totalRows: 0,
  page,
  pageSize,
});
