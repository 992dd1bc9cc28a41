/**
 * What the points resolvers hand from a parent field to its children (codegen.ts maps
 * `PointsAndVouchers` and `PointsConversion` to these). Types only, and none of the generated ones:
 * the generated resolver types import this file, so importing them back would close a circle.
 */

/** What `Query.pointsAndVouchers` hands its fields: the viewer's programme status. */
export interface PointsAndVouchersSource {
  programmeStatus: string | null;
  accepted: boolean;
}

/** What `Query.pointsConversion` hands its fields: whose membership (`PointsMemberType`), and its status. */
export interface PointsConversionSource {
  memberType: 'USER' | 'UNITS' | 'HOLDING';
  programmeStatus: string;
  accepted: boolean;
}
