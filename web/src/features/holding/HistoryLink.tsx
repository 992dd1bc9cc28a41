import { Link } from 'react-router';

export const HISTORY_PATH = '/historico';

/** The way from the holding's screens to its history (the audit trail, docs/product.md §11.5). */
export const HistoryLink = () => <Link to={HISTORY_PATH}>Ver histórico</Link>;
