/** Product references as the finance routes show them (contract "Product"). */

export interface ProductJson {
  id: string;
  name: string;
  is_voucher: boolean;
}

/** docs/product.md §5.7: voucher products are the ones whose name starts with 'Voucher'. */
export const isVoucherProduct = (name: string): boolean => name.startsWith('Voucher');

export const productJson = (id: string, name: string): ProductJson => ({
  id,
  name,
  is_voucher: isVoucherProduct(name),
});
