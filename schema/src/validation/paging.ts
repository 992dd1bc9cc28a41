/** The paging arguments every list takes (page 0-based, 1–100 rows; upstream pages the same way). */
import { number, object } from 'yup';
import { MAX_PAGE_SIZE } from '../constants.ts';
import { MESSAGES } from '../messages.ts';

export const pageSchema = object({
  page: number().integer(MESSAGES.pageInvalid).min(0, MESSAGES.pageInvalid).required(MESSAGES.pageInvalid),
  pageSize: number()
    .integer(MESSAGES.pageSizeInvalid)
    .min(1, MESSAGES.pageSizeInvalid)
    .max(MAX_PAGE_SIZE, MESSAGES.pageSizeInvalid)
    .required(MESSAGES.pageSizeInvalid),
});
