import { Link } from 'react-router';
import { paths } from '@/paths.ts';

export const HISTORY_PATH = paths.holdingHistory;

/** The way from the holding's screens to its history (the audit trail, docs/product.md §11.5). */
export const HistoryLink = () => <Link to={HISTORY_PATH}>Ver histórico</Link>;
