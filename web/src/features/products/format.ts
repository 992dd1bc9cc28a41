/** 1250 basis points → '12,5%': commission rates as the product pages show them. */
export const formatRateBp = (bp: number): string => `${String(bp / 100).replace('.', ',')}%`;
