/**
 * The viewer as upstream's GET /me describes it: loaded once per request (the kernel's `viewer`
 * loader), read by the role rules, `viewerOf` and the auth domain's `me`.
 */

/** The only key of the viewer loader: there is one viewer per request. */
export const VIEWER = 'viewer';

export interface UpstreamUserInfo {
  statusCnpj: string | null;
  statusPoints: string | null;
  pointsAndVouchers: string | null;
}

/** GET /me as upstream sends it; `roles` is space-separated flags ("isAffiliated isBranch"). */
export interface UpstreamMe {
  id: string;
  name: string;
  username: string;
  roles: string;
  status: string;
  branchName: string | null;
  mobilePhoneNumber: string | null;
  userInfo: UpstreamUserInfo | null;
}
